"""Hold-out batch: instrument and scheduler run logs pasted with a request to repeat them.

Style
-----
The scientist pastes a run log -- or part of one -- and adds a request above or below it:
"run it again exactly", "redo only what failed", "repeat from step 3", "same as the log but
20 min instead of 10", "skip the seal this time", "the log shows 45 s but the SOP says 60 s -
use the SOP", "replay on the Fluent instead of the STAR". The logs come in many shapes:
scheduler exports (Thermo Momentum, HighRes Cellario, Biosero Green Button Go, SAMI EX, PAA
Overlord, VWorks), vendor software (Biomek Software, Hamilton VENUS/HSL traces, FluentControl,
the Opentrons app run log, KingFisher BindIt run reports, CFX Maestro "Run Information",
SoftMax Pro exports and GxP audit trails, LabChip Reviewer, the INHECO ODTC method log,
Eppendorf VisioNize CSV, PF400 console, BioShake command dumps), syslog lines, JSON lines,
CSV rows, PyLabRobot logging and "RUN REPORT" PDFs pasted as text. They carry timestamps,
run/order ids, serial numbers, barcodes, step counters ("step 3/5", "Task 2 of 4"), error and
warning lines ("ERROR: plate not detected", "ABORTED by user", "WARN"), door open/close events,
temperatures logged every minute (36.8 / 37.1), measured times ("at-speed 119.4 s"), tip
counts, operator sign-ins and e-signatures. Authors are British and American, terse and wordy.

Reading rules a careful lab engineer applies
--------------------------------------------
* The run is what the request asks NOW. The log is history: a step that completed and is not
  asked to be repeated is not run; "redo only what failed" runs the failed step(s) only;
  "repeat from step N" runs step N and every later step of that log, in log order; "run it
  again exactly" runs every step of the logged method with its logged setpoints.
* Values of a repeated step are the log's SETPOINTS (what the method asked for), not what the
  instrument measured: chamber temperatures drifting 36.8 / 37.1, "actual 4.6 C", "at speed
  4001 xg", "measured 63.2 s", "15:02 actual" are never step values.
* Log metadata is never a step value: run/order ids, line numbers, timestamps, durations of
  the run, serial numbers, firmware versions, barcodes, IP addresses, tip and sample counters,
  error codes, retry counters, cycle reached at the abort, tips-remaining counters, reaction
  volumes printed as run information.
* A value changed in the request ("20 min instead of 10", "use the SOP's 60 s", "12 uL this
  time") replaces the logged value for that step only; the step's other logged values carry
  over. Logged loop counts are read the way the software writes them ("GOTO 2, 39 more times"
  = 40 cycles). Encoded units are read as the log explains them ("370 (0.1 C)" = 37 C).
* "Replay on the X instead of the Y" moves the step(s) to X with the same values; a request
  to skip a step ("skip the seal", "don't park it") drops that step.
* An impossible value or an instrument the lab does not have that appears only in the
  history (a rejected 220 C setpoint, a step run on a Bravo) does not stop the run when the
  request does not ask for it now.
* Halt when a value the request wants run now is outside every suitable instrument's limit
  (or the labware's rating). Ask when it is unclear which run or which step to repeat, when
  two values compete with no decision, when a value that matters is missing (the log is cut
  off, "a bit longer"), when a centrifuge speed is given only in rpm with no rotor, when the
  instrument named is not in the lab (PlateLoc, QuantStudio), or when the operation is one no
  instrument does (vortex, sonicate).
* Expected strings list only values the text states for this run (converted to s, C, uL,
  x g, nm), in run order; "@device" only when the log or request names the instrument;
  "wells=N" only when the request restricts a step to part of a plate.
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    ("rl01", _t("""
        VWorks 13.1.4   Protocol: ELISA_debubble.pro   Run 20240611-093205
        09:32:05.114  Protocol started (operator: jchan, 1 iteration)
        09:32:18.902  Task 1 of 2  Centrifuge::Spin  device=VSpin  g-force=1000  time=120 s  accel=80 %  decel=80 %
        09:34:47.330  Task 1 of 2  complete (measured at-speed 119.4 s)
        09:34:48.011  Task 2 of 2  Place Plate -> Plate Pad 3
        09:35:02.560  Protocol complete. Elapsed 00:02:57.

        Bubbles are still there. Run the spin again exactly as logged, nothing else.
        """),
     "spin rcf_g=1000 duration_s=120 @agilent_vspin"),
    ("rl02", _t("""
        Mar 14 14:01:02 wc-node02 scheduler[1022]: run Q-0088 operator=hpatel signed in
        Mar 14 14:01:40 wc-node02 scheduler[1022]: step 1/3 STAR transfer 8.0uL mastermix OK (tips used 96)
        Mar 14 14:02:11 wc-node02 sealerd[2231]: a4S SN A4S-0417 plate=7712093 SEAL start setpoint=170C time=2.0s
        Mar 14 14:02:19 wc-node02 sealerd[2231]: a4S ERROR E04: plate not detected on shuttle
        Mar 14 14:02:19 wc-node02 scheduler[1022]: step 2/3 FAILED
        Mar 14 14:03:40 wc-node02 scheduler[1022]: step 3/3 VSpin spin 1000g 60s OK
        Mar 14 14:03:41 wc-node02 scheduler[1022]: run Q-0088 finished with 1 error

        The plate had slipped on the shuttle, it's seated properly now. The spin going through
        unsealed is fine for us. Could you redo only what failed, please?
        """),
     "seal temperature_c=170 duration_s=2 @azenta_a4s"),
    ("rl03", _t("""
        {"ts":"2024-05-02T10:14:03Z","order":"ORD-5531","step":"1/4","device":"a4S","op":"Seal","params":{"temp_C":165,"time_s":3.0},"status":"Completed"}
        {"ts":"2024-05-02T10:19:47Z","order":"ORD-5531","step":"2/4","device":"HiG4","op":"Spin","params":{"g":2500,"seconds":300},"status":"Error","msg":"ERR 21 imbalance detected at 00:48"}
        {"ts":"2024-05-02T10:19:48Z","order":"ORD-5531","step":"3/4","device":"XPeel","op":"Peel","status":"Skipped"}
        {"ts":"2024-05-02T10:19:48Z","order":"ORD-5531","step":"4/4","device":"SpectraMax i3x","op":"Absorbance","params":{"wavelength_nm":450},"status":"Skipped"}

        Cellario order above. Balance plate was the wrong one - fixed. Pick it up from the step
        that errored and run everything after it. The seal is fine.
        """),
     "spin rcf_g=2500 duration_s=300 @bionex_hig4 > peel @azenta_xpeel > "
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("rl04", _t("""
        Opentrons App - Run log  ·  Protocol: primer_aliquot_v2.py  ·  Robot: OT2-CEL-03
        Run started 10/02/2024 09:14  ·  Completed 09:36  ·  Duration 00:21:48
          1    Picking up tip from A1 of Opentrons 96 Tip Rack 20 µL on 1
          2    Transferring 15.0 from A1 of NEST 12 Well Reservoir 15 mL on 2 to A1 of Bio-Rad 96 Well Plate 200 µL PCR on 3
          3    Aspirating 15.0 uL from A1 of NEST 12 Well Reservoir 15 mL on 2 at 7.56 uL/sec
          4    Dispensing 15.0 uL into A1 of Bio-Rad 96 Well Plate 200 µL PCR on 3 at 7.56 uL/sec
          5    Dropping tip into Trash on 12
          ...
          480  Dropping tip into Trash on 12

        Same protocol on the OT-2 again for the second plate, but with 12 µl per well instead of
        15 - the new primer stock is more concentrated.
        """),
     "transfer volume_ul=12 @opentrons_ot2"),
    ("rl05", _t("""
        KingFisher Flex - Run report (BindIt 4.1)
        Instrument: KingFisher Flex, 96 deep-well head      S/N 711-04522
        Protocol:   MagMAX_Viral_Pathogen_II_Flex.bdz
        Started 07/03/2024 11:02:16    Ended 11:24:51    Result: Completed
        Plates: Sample (DW96) · Wash 1 (DW96, 500 µl) · Wash 2 (DW96, 1000 µl) ·
                Wash 3 (DW96, 1000 µl) · Elution (Std 96, 50 µl) · Tip comb (DW96)
        Step  Name         Time    Mix speed   Heating
        1     Lysis/Bind   05:00   Fast        -
        2     Wash 1       01:00   Medium      -
        3     Wash 2       01:00   Medium      -
        4     Wash 3       01:00   Medium      -
        5     Elution      05:00   Bottom mix  65 °C

        Hi both - second batch of 96 swabs is loaded exactly the same way. Please run the
        identical programme on the KingFisher again. Cheers, Fiona
        """),
     "run_program @kingfisher_flex"),
    ("rl06", _t("""
        Please repeat this run on the CFX384 with the same protocol but leave the melt curve off
        - the primers are validated now and we need the block back sooner.

        CFX Maestro 2.3 - Run Information
        File name: GAPDH_panel_0412.pcrd        Base serial #: CT022144   Optical head: 785BR1190
        Run started: 04/12/2024 13:02:41        Run ended: 04/12/2024 13:44:10 (aborted)
        Protocol: SYBR_40x_melt.prcl            Sample vol: 10 µl        Lid temp: 105.0
          1: 95.0 C for 3:00
          2: 95.0 C for 0:10
          3: 60.0 C for 0:30
             + Plate Read
          4: GOTO 2, 39 more times
          5: Melt Curve 65.0 C to 95.0 C, Increment 0.5 C 0:05
             + Plate Read
        Event log
          13:44:10  Run aborted by user (ab) at cycle 27
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("rl07", _t("""
        INHECO ODTC - method execution log      Device: ODTC 96 (SN 4413)   FW 1.8.2
        Method: Colony_PCR_30x      Lid 110 °C      Fluid quantity class 0 (<30 µl)
        [08:10:02] PreMethod  lid/block preheat ... reached after 7 min 41 s
        [08:17:43] Step 1  98.0 °C  hold 00:30
        [08:18:20] Step 2  98.0 °C  hold 00:10
        [08:18:32] Step 3  60.0 °C  hold 00:20
        [08:18:55] Step 4  72.0 °C  hold 00:30
        [08:18:55] Loop -> Step 2   30 cycles total
        [08:53:10] Step 5  72.0 °C  hold 02:00
        [08:55:14] Step 6   4.0 °C  hold infinite
        [08:56:14] Block temp (1/min): 4.3  4.1  4.0  4.0  4.0

        Faint bands on the gel. Run the same method on the ODTC again with 35 cycles instead of
        30, everything else as logged.
        """),
     "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),
    ("rl08", _t("""
        Biomek Software 5.1 - Run Log    Method: Assay_Setup_v3.bmf    Instrument: i7 Hybrid (SN 2208-117)
        User: a.novak    Started 10:02:04
        10:02:11  Step 1  Transfer (MC96): 50 µL Assay Buffer -> AssayPlate, all 96 wells ....... OK
        10:06:40  Step 2  Transfer (Span-8): 10 µL Samples (tubes 1-96) -> AssayPlate ........... ERROR
                  Pod2: Liquid level not found, probe 6, tube 38. User chose Abort.
        10:06:58  Step 3  Shake (BioShake, via gripper): 1000 rpm, 60 s ....................... not run
        10:06:58  Method aborted.  Tips used: 96 (MC96) + 37 (Span-8).

        The i7 is booked out for the afternoon. Can you replay from step 2 onward on the Fluent?
        Step 1's buffer is already in every well.
        """),
     "transfer volume_ul=10 @tecan_fluent > "
     "shake speed_rpm=1000 duration_s=60 @qinstruments_bioshake_3000t_elm"),
    ("rl09", _t("""
        Momentum 6.2 - Process: Reporter_24h    Run: R-2024-0612-03    Operator: M. Okafor
        06-12 07:58:02  Cytomat_2C450    Incubate (37.0 °C, 5 % CO2) started
        06-12 08:58:02  Cytomat_2C450    chamber 36.8 °C / 5.1 % CO2
        06-12 09:58:02  Cytomat_2C450    chamber 37.1 °C / 5.0 % CO2
        06-13 07:58:04  Cytomat_2C450    Incubate complete (24:00:02)
        06-13 08:01:37  Fluent           Add ONE-Glo 25 µL/well ................. Completed
        06-13 08:12:20  SpectraMax_i3x   Luminescence (integration 0.5 s) ....... ERROR: plate not detected in drawer
        06-13 08:12:21  Process halted - operator intervention required

        Plate's back in the drawer and seated properly. Redo only what failed.
        """),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),
    ("rl10", _t("""
        2024-02-20 15:30:58> Method start - qPCR_reagent_add.med (user LAB\\tkoenig)
        2024-02-20 15:31:12> Dispense (Single Step) - complete; AssayPlate_0001 (96-well), column 1, 25.0 uL x 8
        2024-02-20 15:31:26> Dispense (Single Step) - complete; AssayPlate_0001 (96-well), column 2, 25.0 uL x 8
        2024-02-20 15:31:40> Dispense (Single Step) - complete; AssayPlate_0001 (96-well), column 3, 25.0 uL x 8
        2024-02-20 15:31:52> Aspirate (Single Step) - error; channel 3: Reagent_Trough, 1; Error 9302 - not enough liquid
        2024-02-20 15:31:53> Error handling: user selected Cancel
        2024-02-20 15:31:54> Method end - error. Tips used 32.

        STAR trace above - it did cols 1-3 (25 µl each) and died before col 4. Trough refilled.
        Please do columns 4, 5 and 6 only, same volume, on the STAR. 7-12 stay empty.
        """),
     "transfer volume_ul=25 wells=24 @hamilton_star"),
    ("rl11", _t("""
        a4S front-panel log (USB export)   SN A4S-1182   FW 2.07
        2024-02-08 16:41:02  HEAT   setpoint 175 C
        2024-02-08 16:43:10  READY  175 C
        2024-02-08 16:43:21  SEAL   175 C  3.0 s  OK
        2024-02-08 16:43:25  EJECT

        The foil lifted at the corners after the thermal run. The rep says their new foil wants
        215 °C for 3 s, so re-seal the replacement plate on the a4S at 215 °C, 3 s please.
        """),
     "halted"),
    ("rl12", _t("""
        SoftMax Pro 7.1.2 - Plate1 (BCA_0315)
        Read mode: Absorbance    Read type: Endpoint    Wavelengths: 1    Lm1: 562 nm
        Read speed: Normal    PathCheck: Off    Plate type: 96 Well Standard clrbtm
        Temperature: 24.9 °C    Instrument: SpectraMax i3x (SN 36070-2291)
        Read started 15/03/2024 10:42:07
             1      2      3      4     ...
        A  0.091  0.095  0.102  0.114
        B  0.188  0.179  0.201  0.195

        Colour hasn't developed enough - the top standard is only 0.9. Give the plate another
        15 min at 37 °C and then re-read it exactly as above.
        """),
     "incubate temperature_c=37 duration_s=900 > read_absorbance wavelength_nm=562 @spectramax_i3x"),
    ("rl13", _t("""
        Pellets were loose - please spin the same tubes again with the same program, but 20 min
        instead of 10.

        VisioNize export - device: Centrifuge 5424 R (SN 5424FK011823), rotor FA-45-24-11
        timestamp,program,speed_set,unit,time_set,temp_set,temp_actual,status
        2024-06-03 08:59:31,P2,16000,rcf,00:10:00,4,11.8,precool
        2024-06-03 09:11:40,P2,16000,rcf,00:10:00,4,4.6,completed
        2024-06-03 09:12:02,-,-,-,-,4,4.3,lid open
        """),
     "spin rcf_g=16000 duration_s=1200 temperature_c=4 @eppendorf_5424r"),
    ("rl14", _t("""
        5810 R display log (copied into the ELN by hand)
        Prog 3 · 4000 rpm · 15:00 · 4 °C · ACC 9 / BRK 9 · completed 11:42 · user KW

        Please run it again exactly, same as the display log, for the second set of deep-well
        blocks on the 5810.
        """),
     "ask"),
    ("rl15", _t("""
        Cytomat 2C450 - event log export (SN 50164332)
        2024-04-09 16:00:12  SETPOINT T=37.0C CO2=5.0% RH=95%
        2024-04-09 16:00:40  PLATE IN   stacker 3 pos 12   BC 88411207
        2024-04-09 17:00:40  T=36.8C CO2=4.9%
        2024-04-09 18:00:40  T=37.1C CO2=5.0%
        2024-04-10 10:00:44  DOOR OPEN (manual)   user=kbrandt
        2024-04-10 10:01:02  PLATE OUT  stacker 3 pos 12   BC 88411207
        2024-04-10 10:01:30  DOOR CLOSED

        Katrin pulled the plate at 10:00 by mistake, 18 h into its 24. Can it go back into the
        Cytomat for the remaining 6 h, same conditions, and then straight onto the reader for
        OD600?
        """),
     "incubate temperature_c=37 duration_s=21600 @cytomat_2c450 > read_absorbance wavelength_nm=600"),
    ("rl16", _t("""
        LabChip GX Touch HT - run log
        Assay: DNA NGS 3K    Chip: 760517 (lot CLS138948)    Plate: LIB_B12 (96-well)
        12:01:33  Chip prime OK
        12:02:10  Sample A1 ........ OK   (sample 1/96)
        12:41:20  Sample H6 ........ OK   (sample 48/96)
        12:41:55  Sample A7 ........ ERROR 108: chip pressure   (sample 49/96)
        12:41:56  Run stopped. 48 samples acquired.

        New chip is primed. Re-run just the 48 that didn't get read (columns 7-12), same assay.
        """),
     "run_assay sample_count=48 @labchip_gx_touch_ht"),
    ("rl17", _t("""
        PF400 (192.168.0.20) - TCS console
        [11:20:04] move  HiG4.nest1 -> SpectraMax.drawer    loc 14 -> loc 22
        [11:20:09] gripper close   width 123.2 mm   force 20 %
        [11:20:09] *** Error -1609: Gripper did not detect plate
        [11:20:10] robot halted, power disabled

        Power's back on and the plate is sitting on the HiG4 nest. Just redo that move to the
        reader - I'll start the read myself from the SoftMax PC.
        """),
     "move_plate @precise_pf400"),
    ("rl18", _t("""
        Green Button Go 3.4 - Process log   Process: Cmpd_Addition   Run #1184   Plate 1 of 2
        [13:05:01] XPeel       Peel                             Success
        [13:06:22] Fluent      Add compound 20 uL/well          Success
        [13:11:48] a4S         Seal 165 C / 3.0 s               Success
        [13:12:40] HiG4        Spin 1000 xg / 60 s              Success
        [13:14:03] Cytomat24   Store                            Success

        Plate 2 still needs doing. Repeat the whole process for plate 2 but skip the seal this
        time (it goes straight to imaging), and don't park it in the hotel at the end.
        """),
     "peel @azenta_xpeel > transfer volume_ul=20 @tecan_fluent > "
     "spin rcf_g=1000 duration_s=60 @bionex_hig4"),
    ("rl19", _t("""
        BioShake 3000-T elm - command export (BioShake Manager)
        time;cmd;value;reply
        09:02:10;getVersion;;2.1.4
        09:02:11;setShakeTargetSpeed;1200;ok
        09:02:11;setTempTarget;370;ok        (unit 0.1 °C)
        09:02:12;shakeOnWithRuntime;300;ok
        09:07:13;getShakeState;3 (stopped);ok
        09:07:13;getTempActual;368;ok

        The log shows a 300 s run but the SOP says 10 min for this bead binding - use the SOP.
        Same speed and temperature as logged.
        """),
     "shake speed_rpm=1200 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("rl20", _t("""
        [2024-11-05 10:12:03] HiG4#1 RUN   profile=PCR_pellet  accel=100%  decel=100%  target=4000 xg  time=300 s
        [2024-11-05 10:12:41] HiG4#1 AT SPEED  4001 xg
        [2024-11-05 10:17:41] HiG4#1 DECEL
        [2024-11-05 10:18:12] HiG4#1 STOP  OK  (max imbalance 12 g)

        Still a cloudy haze in the PCR plate wells after 4,000. Same run again but at
        6,000 x g, 5 min.
        """),
     "halted"),
    ("rl21", _t("""
        Opentrons App 7.2 · Flex "FLX-02" · Protocol: NormMix_Flex.py · Run ID 5e1b0c9a
        Status: Completed · Started 2024-08-21 15:02 · Ended 15:39
        Step 1   Transfer 100.0 µL from Diluent (Reservoir, D1) to Norm Plate (C2), 96 wells
        Step 2   Mix 5x 50.0 µL in Norm Plate (C2), 96 wells
        Tips used: 192 (flex_96_tiprack_200ul) · Gripper moves: 2

        run it again exactly on the Flex for the replicate plate
        """),
     "transfer volume_ul=100 @opentrons_flex > mix volume_ul=50 @opentrons_flex"),
    ("rl22", _t("""
        XPeel status dump (RS-232, 9600 baud)
        *ready:00,00,00
        *tape:24            <- seals left on supply roll
        *xpeel:41           <- adhere 2.5 s, slow
        *ready:04,00,01     -> ERR 4: no tape detected / seal not removed

        Loaded a new roll (now *tape:250). Peel it again - only the peel, the rest of the day's
        run waits.
        """),
     "peel @azenta_xpeel"),
    ("rl23", _t("""
        Cellario 3.1 - Order ORD-7740 · Workflow: Nightly_Park
        2024-07-18 22:40:02  PF400           Move  SpectraMax -> Cytomat 2C425 transfer station   Completed
        2024-07-18 22:40:31  Cytomat 2C425   Store (setpoint 4 °C)                                 Failed - "Transfer station occupied (0x31)"
        2024-07-18 22:40:31  Order paused

        Cleared the transfer station this morning. Finish the park: just put the plate into the
        plate fridge at 4 °C as the order intended.
        """),
     "store temperature_c=4 @cytomat_2c425"),
    ("rl24", _t("""
        HSL trace - Method: qPCR_setup.med   Run 2024-09-03 08:12   Instrument: ML STAR (SN 6522)
        08:12:40> Start method
        08:13:05> Step 1: transfer 8.0 uL MasterMix -> qPCR384 (all 384 wells) - complete
        08:31:22> Step 2: transfer 2.0 uL template -> qPCR384 (all 384 wells) - complete
        08:47:55> Step 3: mix 5.0 uL x 3 in qPCR384 - complete
        08:49:01> End method. Tips used 1152.

        That ran on the STAR. The STAR is down for PM this week, so replay the same three steps
        on the Fluent for plate 2.
        """),
     "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > "
     "mix volume_ul=5 @tecan_fluent"),
    ("rl25", _t("""
        OT-2 run history (Opentrons App -> protocol "aliquot_buffer.py")
        Run 6c1f77   Mon 2024-03-11 10:02   Completed   transfer 20.0 µL x 96   tips 96
        Run 91ab03   Mon 2024-03-11 14:40   Completed   transfer 25.0 µL x 96   tips 96

        Rerun the buffer aliquot on the OT-2 for tomorrow's plates - the one from Monday that
        worked.
        """),
     "ask"),
    ("rl26", _t("""
        Biomek i5 - Method log (Biomek Software 5.1.10)   Method: Half_Plate_Add   User: dwilson
        14:20:03  Start
        14:20:10  Load Tips (AP96 P250) ........ 1 box
        14:20:32  Aspirate 30 µL Substrate (Reservoir) -> Dispense 30 µL AssayPlate (96-well) rows A-D, 48 wells
        14:21:10  Unload Tips
        14:21:14  Finish.   Run time 00:01:11

        replicate plate. same thing on the i5.
        """),
     "transfer volume_ul=30 wells=48 @biomek_i5"),
    ("rl27", _t("""
        SAMI EX 4.3 - Run log    Method: GFP_Timecourse    Assay plate BC: TX-00492
        Step 1   Bravo        Add 20 µl inducer .................................. done 08:00:11
        Step 2   Cytomat      Incubate 30 °C, 4 h ................................ done 12:00:40
        Step 3   SpectraMax   Fluorescence Ex 485 / Em 528, top read ............. FAIL 12:03:02 "Filter slider not in position"
        Step 4   Cytomat      Return to incubator, 30 °C ......................... skipped

        Repeat step 3 only - the filter slider's fixed. I'll put the plate back in the incubator
        myself afterwards.
        """),
     "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x"),
    ("rl28", _t("""
        ==================================  RUN REPORT  ==================================
        Workcell: WC-PCR-2      Method: Amplicon_96_v4      Run ID: 7f3a-0091     Page 1 of 2
        Operator: S. Lindqvist  Start: 2024-10-14 09:00:12  End: 09:52:40
        Status: COMPLETED (1 deviation)
        ----------------------------------------------------------------------------------
        #  Device   Operation   Setpoints                                               Result
        1  a4S      Seal        170 °C, 2.0 s                                           OK
        2  VSpin    Spin        500 x g, 30 s                                           OK
        3  ODTC     PCR         98 °C 30 s; 25 x (98 °C 10 s / 62 °C 20 s /             OK
                                72 °C 30 s); 72 °C 2 min; 4 °C hold
        ----------------------------------------------------------------------------------
        Deviations: DEV-0091-1  Step 3 lid reached 104.6 °C (setpoint 105 °C) - acceptable.

        The seal's fine but we think the plate wasn't spun properly (droplets on the walls and
        the yields are all over the place). Repeat from step 2 onwards on the same plate.
        """),
     "spin rcf_g=500 duration_s=30 @agilent_vspin > run_pcr cycles=25 initial_denaturation_c=98 "
     "initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 "
     "annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 "
     "hold_c=4 @inheco_odtc"),
    ("rl29", _t("""
        2024-05-20 16:02:11,402 - pylabrobot.liquid_handling - INFO - STAR: dispense 40.0 uL x8 to assay_plate A1:H12   # step 1
        2024-05-20 16:09:40,007 - pylabrobot.heating_shaking - INFO - BioShake: shake(speed=800, duration=120)   # step 2
        2024-05-20 16:11:41,552 - pylabrobot.heating_shaking - WARNING - BioShake: ELM not locked (plate not clamped)
        2024-05-20 16:12:05,900 - pylabrobot.liquid_handling - INFO - STAR: dispense 10.0 uL x8 to assay_plate A1:H12   # step 3
        2024-05-20 16:19:30,311 - pylabrobot.heating_shaking - INFO - BioShake: shake(speed=800, duration=120)   # step 4
        2024-05-20 16:21:31,004 - pylabrobot.heating_shaking - WARNING - BioShake: ELM not locked (plate not clamped)
        2024-05-20 16:22:10,441 - pylabrobot.plate_reading - INFO - SpectraMax: read_absorbance(wavelength=405)   # step 5

        Both shakes ran with the edge-lock open, so the mixing is suspect. Both additions are
        fine - don't add anything again. Shake it twice back to back with the same settings as
        steps 2 and 4, then re-read at 405.
        """),
     "shake speed_rpm=800 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "shake speed_rpm=800 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=405 @spectramax_i3x"),
    ("rl30", _t("""
        VisioNize export - Centrifuge 5424 R (SN 5424FK011823)
        timestamp,program,speed_set,unit,time_set,temp_set,temp_actual,status
        2024-01-22 11:05:12,P5,21130,rcf,00:05:00,4,4.2,completed

        That was the max on the 5424 R and the pellets still smeared up the wall. Run the same
        1.5 ml tubes again at 25,000 x g, 5 min, 4 °C.
        """),
     "halted"),
    ("rl31", _t("""
        14:20:02  HiG4  START spin  rcf=2000 xg  t=120 s
        14:22:40  HiG4  END   spin  OK

        Supernatant still cloudy. Repeat that spin but a bit longer this time, same force.
        """),
     "ask"),
    ("rl32", _t("""
        {"time":"2024-09-17T18:02:10","station":"SpectraMax i3x","action":"ReadFluorescence","ex":560,"em":590,"result":"OK"}
        {"time":"2024-09-17T18:03:44","station":"PF400","action":"Move","from":"SpectraMax i3x","to":"Cytomat 24","result":"OK"}
        {"time":"2024-09-17T18:03:58","station":"Cytomat 24","action":"Store","slot":31,"result":"ERROR","detail":"shovel blocked - plate left on transfer station"}

        The read is fine. Redo only the failed hotel store, the plate is still on the transfer
        station.
        """),
     "store @cytomat_24"),
    ("rl33", _t("""
        Momentum 6.2 - Process: BCA_Morning_Read - Run R-2024-0704-01 - Completed
        07:00:02  Cytomat_2C425    Retrieve  (setpoint 4.0 °C, chamber 4.3 °C)   Completed
        07:01:40  BioShake         Shake 600 rpm, 60 s                           Completed
        07:03:05  SpectraMax_i3x   Absorbance 562 nm                             Completed
        07:04:31  Cytomat_2C425    Store                                         Completed

        Replay yesterday's morning read on today's plate, exactly as logged.
        """),
     "retrieve @cytomat_2c425 > "
     "shake speed_rpm=600 duration_s=60 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=562 @spectramax_i3x > store @cytomat_2c425"),
    ("rl34", _t("""
        CFX Maestro - Protocol: TaqMan_2step.prcl    Run: 2024-09-09 10:14    Base SN CT031880
          Step 1   95.0 °C   2:00
          Step 2   95.0 °C   0:05
          Step 3   60.0 °C   0:45   + Plate Read
          Step 4   GOTO 2, 39 more times
        Run completed 11:21:07

        Rerun on the CFX384 for plate B. The log shows 45 s at 60 °C but the SOP (QP-SOP-014
        rev C) says 60 s - use the SOP. Everything else as logged.
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=60 @biorad_cfx384"),
    ("rl35", _t("""
        ODTC log - method DIG_HK (ODTC-1, SN 3390)
        10:00:05  Step 1   37.0 °C  60:00   start
        11:00:06  Step 1   done
        11:00:06  Step 2   80.0 °C  20:00   start
        11:02:40  ERROR 0x31 Lid heater timeout - method aborted

        The digest completed. Redo only the heat-kill step on the ODTC.
        """),
     "incubate temperature_c=80 duration_s=1200 @inheco_odtc"),
    ("rl36", _t("""
        scheduler.log
        14:02:10.331 INFO  step 1/2 START spin rcf=1000g t=60s dev=VSpin
        14:03:20.907 INFO  step 1/2 END   spin t_meas=63.2s result=OK
        14:03:45.002 INFO  step 2/2 START seal 165C 3.0s dev=a4S
        14:03:59.447 INFO  step 2/2 END   seal result=OK

        Respin it - just the spin, no reseal. 2 min this time rather than 1.
        """),
     "spin rcf_g=1000 duration_s=120 @agilent_vspin"),
    ("rl37", _t("""
        a4S log
        2024-03-03 12:11:38  SEAL start  170 C  2.0 s
        2024-03-03 12:11:40  E07 film feed fault
        2024-03-03 12:11:41  SEAL aborted

        The a4S is out of film until Thursday. Replay the seal on the PlateLoc instead, same
        170 °C / 2 s.
        """),
     "ask"),
    ("rl38", _t("""
        Centrifuge 5424 R - run record
        2024-05-06 09:40  Prog 1  12,000 x g  03:00  4 °C  completed (actual 4.5 °C)

        Replay that run on the next 12 tubes, but first give each tube a 15 s vortex - the
        pellets clump otherwise.
        """),
     "ask"),
    ("rl39", _t("""
        Final volume should be 45 µl, not 50, so run this again on the Fluent with 40 µl water
        instead of 45. The 5 µl of DNA stays as it is.

        FluentControl 3.3 - Run log "DNA_Norm_96"   Instrument: Fluent 780 (SN 1905003421)
        [09:40:11] Script started by user 'lab_ops'
        [09:40:52] Aspirate 45 µl Water (Trough 100 ml), FCA 1-8 | Liquid class: Water Free Single
        [09:41:03] Dispense 45 µl -> NormPlate, columns 1-12
        [09:58:40] Aspirate 5 µl DNA (SourcePlate), FCA 1-8
        [09:59:01] Dispense 5 µl -> NormPlate, columns 1-12
        [10:14:22] Script finished OK. DiTis used: 192
        """),
     "transfer volume_ul=40 @tecan_fluent > transfer volume_ul=5 @tecan_fluent"),
    ("rl40", _t("""
        BioShake command log
        11:30:01  setShakeTargetSpeed 2000   ok
        11:30:01  shakeOnWithRuntime 120     ok
        11:32:02  getShakeState 3 (stopped)  ok

        Beads are still clumped at the bottom of the wells. Again on the BioShake, but 3,500 rpm
        for 2 min this time.
        """),
     "halted"),
    ("rl41", _t("""
        Momentum 6.2 - Run R-2024-0607-02
        17:55:10  Cytomat_2C425   Store (setpoint 4.0 °C)   Completed
        17:55:11  Process complete

        For the enzyme plate today: same store step, but at -20 °C in the plate fridge please -
        it can't sit at 4 over the weekend.
        """),
     "halted"),
    ("rl42", _t("""
        SoftMax Pro 7.1 - Peptide_A280
        Read mode: Absorbance   Endpoint   Lm1: 280 nm   Plate: 96 UV-Star   Temp 25.3 °C
        Read completed 14:22:10

        The 280 values are useless (no Trp/Tyr in these peptides). Re-read the same plate on the
        SpectraMax at 220 nm instead for the peptide backbone.
        """),
     "halted"),
    ("rl43", _t("""
        FluentControl - Run "Media_TopUp"   Fluent 1080 (SN 2001004410)
        [07:30:05] Aspirate 150 µl DMEM (Trough 300 ml), MCA96
        [07:30:22] Dispense 150 µl -> CellPlate (Corning 3596, 96-well flat bottom)
        [07:31:02] Script finished OK

        Edge wells dried out again. Same top-up on the Fluent but 450 µl per well this time.
        """),
     "halted"),
    ("rl44", _t("""
        [09:12:04] HiG4  spin  96 deep-well block  2000 xg  10 min  ... OK
        [09:23:40] KingFisher Flex  MagMAX_Plant_DNA  ... Completed

        Debris was still floating and clogged the beads. Redo it on the next 96 deep-well block:
        spin at 4,500 x g for 10 min this time, then the same KingFisher program.
        """),
     "halted"),
    ("rl45", _t("""
        SpectraMax i3x - Luminescence   Integration time: 1000 ms   Read height 1.00 mm
        Plate: NL_0529 (96 white)   Read completed 16:44:51

        Signal is too low. Repeat the read with 2 min integration per well.
        """),
     "halted"),
    ("rl46", _t("""
        5424 R run record
        2024-07-09 13:10  Prog 4  2,000 x g  00:30  20 °C  completed

        Pulse them again in the 5424 R - the 1.5 ml tubes, 2,000 x g but only 10 s this time,
        just to bring the drops down.
        """),
     "halted"),
    ("rl47", _t("""
        scheduler.log
        10:02:11 INFO  START spin rcf=1000g t=45s dev=VSpin
        10:03:05 INFO  END   spin result=OK

        Repeat the spin. The log shows 45 s but the SOP says 60 s. Maria says keep the log value
        because that's what the validation run used; Joe says the SOP wins. We haven't agreed
        yet.
        """),
     "ask"),
    ("rl48", _t("""
        Hamilton Run Control - trace summary    Method: Dual_Add.med    Run 2024-10-21 13:00
        Step 1  Load plates                            OK
        Step 2  Add 10 µl Reagent A -> all wells       ERROR 9320 clot detected (ch 4) - continued
        Step 3  Shake (BioShake) 800 rpm 30 s          OK
        Step 4  Add 20 µl Reagent B -> all wells       ERROR 9302 not enough liquid (ch 7) - continued
        Step 5  Read A405                              OK

        Can you redo the addition that failed on the STAR, and then re-read? Only the one
        addition.
        """),
     "ask"),
    ("rl49", _t("""
        CFX Maestro - Run Information
        Protocol: SYBR_2step.prcl    1: 95.0 C 3:00   2: 95.0 C 0:10   3: 60.0 C 0:30 + Plate Read
        4: GOTO 2, 39 more times     Run ended 15:10:42 (completed)

        The CFX384 is booked all week. Run the same protocol on the QuantStudio 7 Flex in B2.
        """),
     "ask"),
    ("rl50", _t("""
        VWorks 13.1 - protocol log (pasted from the run folder, the file got cut off)
        11:01:40  Task 2 of 4  Centrifuge::Spin  device=VSpin  g-force=500  time=30 s  ... OK
        11:02:10  Task 3 of 4  Seal::Seal  device=PlateSealer(a4S)  temperature=
        11:02:40  Task 3 of 4  ERROR  plate not detected

        Redo the seal with the same settings as in the log.
        """),
     "ask"),
    ("rl51", _t("""
        VWorks - Protocol: Quick_QC.pro    Run 20240902-101500
        Task 1 of 3   Peel (XPeel)           OK   10:15:31
        Task 2 of 3   Absorbance 260 nm      OK   10:17:02
        Task 3 of 3   Seal 165 C 2 s         OK   10:17:40
        Protocol complete.

        Repeat from task 4 onwards - that part didn't run.
        """),
     "ask"),
    ("rl52", _t("""
        Momentum 6.2 - Process: GloRead_Hotel    Run R-2024-0521-07
        15:30:02  Cytomat_24       Retrieve slot 17     ERROR: transfer nest occupied (0x31)
        15:30:02  SpectraMax_i3x   Luminescence 1 s     Not started
        15:30:03  Process paused

        Nest cleared. Carry on from the retrieve: get it out of the hotel and read luminescence,
        1 s like the log.
        """),
     "retrieve @cytomat_24 > read_luminescence integration_s=1 @spectramax_i3x"),
    ("rl53", _t("""
        Biomek Software 5.1 - Run Log    Method: Cmpd_Stamp_384    Instrument: i7 Hybrid
        08:30:02  User r.ahmed signed in
        08:30:12  Step 1  Transfer (MC96): 5 µL compound -> AssayPlate384, columns 1-12 only (192 wells) .... OK
        08:34:40  Method complete. Tips: 192.

        Replay that exactly on the i7 for assay plate 2.
        """),
     "transfer volume_ul=5 wells=192 @biomek_i7_hybrid"),
    ("rl54", _t("""
        Order,Step,Device,Operation,Parameters,Start,End,Status
        ORD-8120,1,KingFisher Flex,Run program,MagMAX_Pathogen,09:00:12,09:24:50,Completed
        ORD-8120,2,Opentrons Flex,Transfer,5 uL eluate -> PCR96 (15 uL MM in),09:26:02,09:39:40,Completed
        ORD-8120,3,a4S,Seal,170 C / 2.0 s,09:40:10,09:40:16,Error E07 film feed
        ORD-8120,4,VSpin,Spin,1000 xg / 60 s,,,Not run
        ORD-8120,5,ODTC,PCR,"95 C 3 min; 35x (95 C 15 s, 58 C 30 s, 72 C 30 s); 72 C 5 min; hold 4 C",,,Not run

        The PCR plate sat unsealed on the deck for three hours, so we're binning it. Eluates are
        fine (KingFisher step is done). Repeat from step 2 on a fresh PCR plate with master mix.
        """),
     "transfer volume_ul=5 @opentrons_flex > seal temperature_c=170 duration_s=2 @azenta_a4s > "
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > run_pcr cycles=35 "
     "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=15 "
     "annealing_c=58 annealing_s=30 extension_c=72 extension_s=30 final_extension_c=72 "
     "final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("rl55", _t("""
        LabChip Reviewer - run summary
        Assay: DNA High Sensitivity    Plate: QC_0822.lcp (96-well)    Samples read: 96/96
        Ladder: FAILED (no peaks detected in ladder well)    Chip ID 801233    Operator: BT

        Ladder failed so the whole plate is unusable. Rerun exactly the same on the LabChip,
        all 96.
        """),
     "run_assay sample_count=96 @labchip_gx_touch_ht"),
    ("rl56", _t("""
        Second set of 50 ml conicals - same run again please, 5810.

        5810 R run record (printed)   Rotor: A-4-81 with 50 mL buckets
        Date 2024-07-01   Prog 2   RCF 3000 x g   Time 20:00   Temp 4 °C   Accel 9   Brake 9
        Run completed 12:44   Actual temp at end: 5.1 °C
        """),
     "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r"),
    ("rl57", _t("""
        Opentrons App - run log - Protocol: strip_fill.py - Robot OT2-B04
        Picking up tip from A1 of Opentrons 96 Tip Rack 20 µL on 4
        Transferring 10.0 from A1 of Opentrons 24 Tube Rack with Eppendorf 1.5 mL on 1 to A1 of PCR Strip 200 µL on 2
        Transferring 10.0 from A1 of Opentrons 24 Tube Rack with Eppendorf 1.5 mL on 1 to B1 of PCR Strip 200 µL on 2
        Transferring 10.0 from A1 of Opentrons 24 Tube Rack with Eppendorf 1.5 mL on 1 to C1 of PCR Strip 200 µL on 2
        Run canceled by user at 10:42 (p20_single_gen2, 3 tips used)

        I cancelled after three tubes because I'd put the wrong strip on. The right strip is in
        now. Run the whole protocol again on the OT-2, 10 µl into each tube of the strip.
        """),
     "transfer volume_ul=10 @opentrons_ot2"),
    ("rl58", _t("""
        {"ts":"2024-06-03T09:20:11Z","order":"ORD-6310","device":"SpectraMax i3x","op":"Fluorescence","params":{"ex_nm":485,"em_nm":520,"gain":"auto","flashes":6},"status":"Completed"}

        Same read again on the next plate, but SOP v4 moved the emission to 535 nm - use the
        SOP's 535.
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),
    ("rl59", _t("""
        2024-04-02 09:14:11  a4S   SEAL setpoint=220C  REJECTED  E31 out of range
        2024-04-02 09:15:40  a4S   SEAL 180C 2.5s OK
        2024-04-02 09:16:22  HiG4  START spin 1500 xg 120 s
        2024-04-02 09:16:58  HiG4  ERR 11 lid interlock - ABORTED

        Redo the spin that aborted, same settings. The seal is fine, don't touch it.
        """),
     "spin rcf_g=1500 duration_s=120 @bionex_hig4"),
    ("rl60", _t("""
        Momentum 6.2 · Process ELISA_Develop · Run R-2024-0318-02 · Plate 1 of 2 · Completed
        10:02:11  STAR             Dispense TMB 100 µL/well       Completed  (tips: 96)
        10:04:30  Hotel (RT)       Hold 15:00                     Completed  (15:02 actual)
        10:19:45  STAR             Dispense Stop 50 µL/well       Completed  (tips: 96)
        10:21:10  SpectraMax_i3x   Absorbance 450 nm              Completed

        Plate 2 got left out of the run. Please run it exactly like plate 1 in the log.
        """),
     "transfer volume_ul=100 @hamilton_star > incubate duration_s=900 > "
     "transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("rl61", _t("""
        timestamp,device,step,setpoint_C,hold_s,block_C,lid_C,status
        2024-02-13 16:40:02,ODTC-2,Denature,105.0,600,,,rejected: setpoint > 99
        2024-02-14 13:00:05,ODTC-2,Denature,95.0,600,94.8,105.1,start
        2024-02-14 13:10:06,ODTC-2,Denature,95.0,600,95.1,105.0,done

        Same hold as the run that went through, on the ODTC, for the second set of lysates -
        but 5 min, not 10. The 10 min samples aggregated.
        """),
     "incubate temperature_c=95 duration_s=300 @inheco_odtc"),
    ("rl62", _t("""
        Run Information - CFX Maestro
        Protocol: 3step_SYBR_45.prcl
          1: 95.0 °C for 10:00
          2: 95.0 °C for 0:15
          3: 58.0 °C for 0:20
          4: 72.0 °C for 0:20
             + Plate Read
          5: GOTO 2, 44 more times
        Sample Volume: 20 µl    Lid: 105 °C    Run ended 14:02:10 (completed)

        Second plate is sealed and spun. Run it on the CFX384 exactly as above.
        """),
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 "
     "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=20 extension_c=72 "
     "extension_s=20 @biorad_cfx384"),
    ("rl63", _t("""
        {"t":"2024-06-20T08:10:00","dev":"BioShake","cmd":"shake","rpm":600,"temp_c":37,"secs":600,"ok":true}
        {"t":"2024-06-20T08:20:05","dev":"SpectraMax","cmd":"fluorescence","ex":535,"em":587,"ok":true}

        Same as that log but 20 min instead of 10 on the shaker - the enzyme's slower with the
        new lot.
        """),
     "shake speed_rpm=600 duration_s=1200 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "read_fluorescence excitation_nm=535 emission_nm=587 @spectramax_i3x"),
    ("rl64", _t("""
        PAA Overlord 3 - run log   Procedure: Overnight_OD   Run 0419   Plate GC-21
        18:00:04  Cytomat 2C450   Incubate  set 30.0 °C  16:00:00
        19:00:04  Cytomat 2C450   T 29.8 °C
        20:00:04  Cytomat 2C450   T 30.1 °C
        10:00:09  Cytomat 2C450   Incubate done
        10:02:31  SpectraMax i3x  Absorbance 600 nm   OK
        10:02:55  Run finished, 0 errors, 0 warnings

        New strains are in, same plate layout. Rerun the overnight identically.
        """),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450 > "
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("rl65", _t("""
        Opentrons App 7.3 · Flex FLX-01 · Protocol: tube_to_DW.py · Completed 11:20
        Step 12/48: Transferring 180.0 µL from A1 of Opentrons 24 Tube Rack (1.5 mL) on B1 to A1 of NEST 96 Deep Well Plate 2mL on C2
        Step 13/48: Transferring 180.0 µL from B1 of Opentrons 24 Tube Rack (1.5 mL) on B1 to B1 of NEST 96 Deep Well Plate 2mL on C2
        ...

        Redo that on the Flex for the next 24 lysates, but take 150 µl instead of 180 - a few
        tubes only have about 170 µl and it aspirated air last time.
        """),
     "transfer volume_ul=150 @opentrons_flex"),
    ("rl66", _t("""
        VWorks 14 - Protocol: Library_Norm.pro    Device: Bravo (SN 17843)
        Task 1  Aspirate 20 µL EB (Bravo pos 4) -> Dispense pos 6 (LibPlate)
        Task 2  Mix 15 µL x 5 (pos 6)
        Completed 09:14

        Our Bravo went to the other site. Replay this on the STAR instead, same volumes.
        """),
     "transfer volume_ul=20 @hamilton_star > mix volume_ul=15 @hamilton_star"),
    ("rl67", _t("""
        Cellario - Order ORD-9921
        11:02:04  PF400   Move  a4S -> HiG4 bucket 1        Failed (Error -1046: power not enabled)
        11:02:04  HiG4    Spin  3000 xg, 180 s              Not started
        11:02:04  PF400   Move  HiG4 -> Hotel               Not started

        Arm power is back. Redo the failed move and the spin after it - I'll take the plate out
        of the HiG4 myself.
        """),
     "move_plate @precise_pf400 > spin rcf_g=3000 duration_s=180 @bionex_hig4"),
    ("rl68", _t("""
        GBG 3.4 - process log
        [16:10:02] XPeel        Peel                                  Success
        [16:11:30] SpectraMax   Fluorescence Ex 544 / Em 590 (top)    Failed - drawer jam (code 2013)

        Redo just the read. It's already unsealed.
        """),
     "read_fluorescence excitation_nm=544 emission_nm=590 @spectramax_i3x"),
    ("rl69", _t("""
        Biomek i5 log
        13:01:11  Transfer 100 µL Lysis Buffer -> Pellet Plate, all wells ......... Complete
        13:04:40  Mix 80 µL x 10 (Pellet Plate) ...................................... ABORTED by user at column 5 (foaming)

        Foamed badly. Redo the mix only, across the whole plate, with 60 µl instead of 80.
        Don't add any more buffer.
        """),
     "mix volume_ul=60 @biomek_i5"),
    ("rl70", _t("""
        [run report] 2024-08-12   Tube_Lysate_Clear   operator: jmoreno
        1  5424 R   12,000 x g, 5 min, 4 °C      completed (actual 4.4 °C)
        2  Flex     200 µL supernatant -> DW96   completed (24 tubes, 24 tips)

        Next batch of 24 tubes - run everything again exactly.
        """),
     "spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=200 @opentrons_flex"),
    ("rl71", _t("""
        2024-10-02T13:40:02Z wc3 sched[88]: step 1/4 STAR transfer 8.0 uL MM -> QPCR384 OK
        2024-10-02T13:58:30Z wc3 sched[88]: step 2/4 a4S SEAL 165C 2.0s ERROR plate not detected
        2024-10-02T13:58:31Z wc3 sched[88]: step 3/4 HiG4 spin 1000g 60s SKIPPED
        2024-10-02T13:58:31Z wc3 sched[88]: step 4/4 CFX384 qpcr "95C 2m; 40x 95C 5s/60C 30s" SKIPPED
        2024-10-02T13:58:31Z wc3 sched[88]: WARN run ended with 1 error, 2 skipped

        Plate's seated now - resume from the seal.
        """),
     "seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 @bionex_hig4 > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("rl72", _t("""
        Eppendorf 5810 R - run history (display export)   Rotor A-4-81 MTP/Flex
        #    Date         RCF      Time    Temp    Actual    Status
        40   2024-05-13   500 g    01:00   20 °C   22.0 °C   OK
        41   2024-05-13   2000 g   05:00   20 °C   21.3 °C   OK

        Compound dilution plates 2 and 3: repeat #41.
        """),
     "spin rcf_g=2000 duration_s=300 temperature_c=20 @eppendorf_5810r"),
    ("rl73", _t("""
        SoftMax Pro 7.1 GxP - Audit trail, protocol "pNPP_Endpoint" (SpectraMax i3x)
        2024-03-05 09:12:03  jdoe      Created protocol; Absorbance endpoint, Lm1 = 405 nm
        2024-03-05 09:30:40  jdoe      Changed Lm1 405 nm -> 414 nm   Reason: monochromator peak check
        2024-03-05 09:45:12  qa_mlee   Approved change (e-signature)   Meaning: Approval
        2024-03-05 10:02:55  jdoe      Read completed (Plate 1)

        Plate 2 please, with the protocol as it stands after the audit trail.
        """),
     "read_absorbance wavelength_nm=414 @spectramax_i3x"),
    ("rl74", _t("""
        ODTC method log - ER_AT_v2 (end repair / A-tailing)    ODTC-1    Lid 105 °C
        Step 1   20.0 °C   30:00   done   (block 20.1 / 19.9 / 20.0)
        Step 2   65.0 °C   30:00   done   (block 64.8 / 65.0 / 65.1)
        Step 3    4.0 °C   inf     stopped by user 10:31

        Run it again exactly on the ODTC for the second library plate.
        """),
     "incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1800 @inheco_odtc"),
    ("rl75", _t("""
        KingFisher Flex - Run report (BindIt 4.1)
        Protocol: MagMAX_mirVana_Flex.bdz    Started 14:02:11    Result: ABORTED
        Event: 14:20:47  Error 52 - magnetic head position
        ---
        Biomek i5 - method Eluate_to_PCR
        Step 1  Transfer 40 µL eluate -> PCR plate (96) .......... not run (waiting on KingFisher)

        Fresh plates are loaded. Redo the KingFisher run from scratch, then the i5 step as
        logged.
        """),
     "run_program @kingfisher_flex > transfer volume_ul=40 @biomek_i5"),
]
