"""Hold-out batch "runlogs2": a second set of pasted run logs with a request to run them again.

Style
-----
Each case is what a scientist drops into the chat: a run log, or a slice of one, copied out of
the software that ran it, with a request written above or below it ("again please", "redo
only the bit that failed", "carry on from step 5", "same, but 28 cycles", "leave out the
compound addition", "put it through the VSpin instead of the HiG4", "the SOP says 90 s, use
that"). The logs are deliberately varied and noisy: Thermo Momentum runtime logs, HighRes
Cellario order exports (CSV and text), Biosero Green Button Go step lists and JSON, SAMI EX
fixed-width run logs, PAA Overlord traces, VWorks logs, Biomek Software run logs with Windows
paths, Hamilton VENUS .trc traces, FluentControl journals (French UI), the Opentrons App run
log (Flex and OT-2), PyLabRobot logging output, KingFisher BindIt run reports (French UI), CFX
Maestro protocol prints and run information, INHECO ODTC execution logs, SoftMax Pro settings
summaries and GxP audit trails, LabChip GX Touch run summaries, QInstruments BioShake serial
command traces, Cytomat event logs (one in German), Eppendorf VisioNize exports (German and
CSV), PF400 TCS consoles, syslog lines, JSON lines and arrays, in-house CSV, Benchling-style
ELN tables, forwarded e-mails with the log quoted with "> ", and Unicode box tables. They carry
the usual clutter: serial numbers, barcodes, run and order ids, step counters, measured
temperatures and speeds, error codes, tips-remaining counters, e-signatures and door events.
Requesters are American and British, careful and sloppy (typos), terse and long-winded.

Reading rules a careful lab engineer applies
--------------------------------------------
* Only the request decides what runs now; the log is a record of the past. Steps that
  finished and are not asked for again are not part of the run. "Redo what failed" means the
  failed step(s) only, in their logged order; "from step N" / "carry on from step N" means step
  N and every later logged step; "again", "same again", "exactly as logged" means every
  logged step with its logged setpoints. "Everything after the error", when the error was on
  something that is not a plate operation (a barcode read, a scheduler pause), means the steps
  logged after it.
* A repeated step takes the log's setpoints -- the values the method asked for -- never the
  values the instrument reported (actual block or chamber temperatures, speed at plateau,
  measured run time, "reached 93.9 °C").
* Metadata never becomes a step value: timestamps, run/order/job ids, serial numbers, firmware
  versions, barcodes, slot numbers, IP addresses and ports, error codes, tip and chip counters,
  "wells read: 96", reaction volumes and lid temperatures printed as run information,
  bandwidths and flash counts, ethanol percentages in reagent names.
* A value the request changes ("28 cycles", "2 minutes instead of 60 s", "the SOP's 90 s")
  replaces that one value of that one step; everything else about the step carries over from
  the log. Loops are counted as the software writes them ("GOTO 2, 29 more times" is 30
  cycles, "cycle 35/35" is 35 cycles, "[...] x45" is 45 cycles); encoded units are decoded
  the way the log says ("setTempTarget370" in 1/10 °C is 37 °C); German thousands separators
  are read as such ("1.500 × g" is 1500 x g).
* "On X instead of Y" moves the steps to X unchanged; "skip the Y" / "leave off the Y" drops
  that step; a new step the request adds is run if some instrument can do it.
* Things that only happen in the history -- a setpoint the instrument rejected, a step done on
  an instrument this lab does not own -- do not matter unless the request asks for them now.
* Halt when a value the request wants run now is beyond what every suitable instrument can
  do, or beyond what the named labware is rated for. Ask when it is not clear which run or step
  is meant, when two values compete and nobody has chosen, when a value that matters is cut
  off or vague ("a bit longer", "lower the annealing"), when a centrifuge speed is only in rpm
  and no rotor is known, when the request names an instrument the lab does not have
  (PlateLoc, QuantStudio, Sorvall, Bravo), or when it asks for an operation no instrument here
  performs (vortexing, sonication).
* Expected strings give the operations in run order with only the values the text states for
  this run, converted to s, °C (temperature_c and the *_c PCR keys), uL, x g and nm. "@device"
  appears only where the log or the request names the instrument; "wells=N" only where the
  request limits a step to part of a plate. Steps a plan may add around them (moves, tips,
  seals before cycling) are not listed.
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ rm01
    ("rm01", _t(r"""
        Thermo Scientific Momentum 6.2.1 - Runtime Log
        Process: CellTiter_Glo_48h   Batch: B-20240917-02   Workcell: WC-NORTH
        2024-09-17 08:41:12.337 [Info ] Instrument 'Cytomat_2C450_1' Unload plate CTG_0917_P1 from slot 14
        2024-09-17 08:41:58.002 [Info ] Instrument 'PF400' Move CTG_0917_P1 Cytomat_2C450_1 -> BioShake_1
        2024-09-17 08:42:20.915 [Info ] Instrument 'BioShake_1' Shake speed=500 rpm duration=00:02:00
        2024-09-17 08:44:21.404 [Info ] Instrument 'BioShake_1' Shake completed (actual 498 rpm)
        2024-09-17 08:44:40.221 [Info ] Instrument 'PF400' Move CTG_0917_P1 BioShake_1 -> SpectraMax_i3x
        2024-09-17 08:44:59.870 [Error] Instrument 'SpectraMax_i3x' Luminescence read (integration 0.5 s, all wells) failed: drawer did not close (code 0x2A)
        2024-09-17 08:45:00.003 [Warn ] Process paused - operator action required
        2024-09-17 08:51:36.118 [Info ] Process aborted by user kmorales

        Drawer is cleared. Rerun ONLY the luminescence read for that plate - it's already been
        shaken and we don't want to shake it twice.
        """),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    # ------------------------------------------------------------------ rm02
    ("rm02", _t(r"""
        Cellario 3.4 - Order History export (order 88412, protocol "NGS_LibNorm_v5", operator dnguyen)
        OrderID,Plate,Step,Instrument,Operation,Parameters,Start,End,Result
        88412,LIB_PLATE_07,1,Biomek i7 Hybrid,Transfer,"Volume=25 uL; Source=NormBuffer_Res; Dest=LIB_PLATE_07",2024-06-03 13:02:11,2024-06-03 13:09:40,Success
        88412,LIB_PLATE_07,2,BioShake 3000-T elm,Shake,"Speed=1800 rpm; Time=60 s",2024-06-03 13:10:02,2024-06-03 13:11:03,Success
        88412,LIB_PLATE_07,3,a4S,Seal,"Temp=165 C; Time=2.5 s",2024-06-03 13:11:40,2024-06-03 13:11:52,Success
        88412,LIB_PLATE_07,4,VSpin,Centrifuge,"Force=800 xg; Time=120 s",2024-06-03 13:12:15,2024-06-03 13:14:44,Success

        Hey - we need this exact order again for LIB_PLATE_08 this afternoon. Only one change:
        Dana found 60 seconds of shaking leaves streaks in the wells, so shake it for 2 minutes
        instead. Everything else as in the export, same instruments.
        """),
     "transfer volume_ul=25 @biomek_i7_hybrid > "
     "shake speed_rpm=1800 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "seal temperature_c=165 duration_s=2.5 @azenta_a4s > "
     "spin rcf_g=800 duration_s=120 @agilent_vspin"),

    # ------------------------------------------------------------------ rm03
    ("rm03", _t(r"""
        Green Button Go 3.2 - Workflow "pNPP_Phosphatase_v3"  Run #2291  (orchestrator GBG-ORCH-01)
        [2024-02-20 07:55:01] INFO  Step 1 | Cytomat 24     | Retrieve plate PHOS-014 (stacker 2, pos 9)        | OK
        [2024-02-20 07:55:44] INFO  Step 2 | XPeel          | Peel                                               | OK
        [2024-02-20 07:56:30] ERROR Step 3 | Tecan Fluent   | Transfer 10 µL pNPP substrate -> PHOS-014 (all 96) | FAILED: liquid class 'Substrate_Free' not found
        [2024-02-20 07:56:30] WARN  Step 4 | BioShake 3000T | Shake 1000 rpm 00:00:20                            | NOT STARTED
        [2024-02-20 07:56:30] WARN  Step 5 | Cytomat 2C450  | Incubate 37 °C 00:30:00                            | NOT STARTED
        [2024-02-20 07:56:30] WARN  Step 6 | SpectraMax i3x | Absorbance 405 nm                                  | NOT STARTED

        Liquid class has been restored on the Fluent. Restart it from step 3 please, everything
        from there on as configured.
        """),
     "transfer volume_ul=10 @tecan_fluent > "
     "shake speed_rpm=1000 duration_s=20 @qinstruments_bioshake_3000t_elm > "
     "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
     "read_absorbance wavelength_nm=405 @spectramax_i3x"),

    # ------------------------------------------------------------------ rm04
    ("rm04", _t(r"""
        Trace file: C:\Program Files (x86)\HAMILTON\LogFiles\Norm_Dilution_v3_a9f1c2e0b7_Trace.trc
        2024-04-09 10:12:03> SYSTEM : Execute method - start; Method file C:\Program Files (x86)\HAMILTON\Methods\QC\Norm_Dilution_v3.med
        2024-04-09 10:12:05> SYSTEM : Start method - complete;
        2024-04-09 10:12:41> USER : Trace - complete; Plate DIL_01 (bc 4410027): dispense 45 uL diluent to all 96 wells
        2024-04-09 10:19:02> USER : Trace - complete; Plate DIL_01 done
        2024-04-09 10:19:40> USER : Trace - complete; Plate DIL_02 (bc 4410028): dispense 45 uL diluent to all 96 wells
        2024-04-09 10:26:11> USER : Trace - complete; Plate DIL_02 done
        2024-04-09 10:26:49> USER : Trace - complete; Plate DIL_03 (bc 4410029): dispense 45 uL diluent to all 96 wells
        2024-04-09 10:29:57> ML_STAR : Aspirate - error; Error 9/6 : Clot detected, channels 1-8, column 7
        2024-04-09 10:30:31> SYSTEM : Error handling - Cancel selected by user
        2024-04-09 10:30:32> USER : Trace - complete; Plate DIL_03: columns 1-6 OK, columns 7-12 not processed
        2024-04-09 10:30:35> SYSTEM : Abort method - complete;

        DIL_01 and DIL_02 are fine and so is the first half of DIL_03. Diluent trough has been
        swapped. Please just finish DIL_03 on the STAR: columns 7 to 12 only (48 wells), same
        45 uL.
        """),
     "transfer volume_ul=45 wells=48 @hamilton_star"),

    # ------------------------------------------------------------------ rm05
    ("rm05", _t(r"""
        Momentum 6.2 - Instrument log, filter: VSpin_1, 2024-10-08
        08:12:40  VSpin_1  Spin  Plate=ASSAY_A1   1000 x g, 00:01:00, accel 50 %   Completed
        11:47:03  VSpin_1  Spin  Plate=ASSAY_B7    500 x g, 00:05:00, accel 20 %   Completed

        can you do that spin again on the new plate? thx
        """),
     "ask"),

    # ------------------------------------------------------------------ rm06
    ("rm06", _t(r"""
        Opentrons App 7.2.0 - Run log - "Bradford_setup.py" on Flex "FLEX-B2-ROBIN"
        Run started 2024-01-15 09:01 - Finished 09:19 - Status: Completed
        1    Loading pipette Flex 1-Channel 1000 uL in left mount
        2    Picking up tip from A1 of Opentrons Flex 96 Tip Rack 200 uL on B2
        3    Transferring 200.0 from A1 of NEST 12 Well Reservoir 15 mL on C1 to A1 of Corning 96 Well Plate 360 uL Flat on D2
        4    Aspirating 200.0 uL from A1 of NEST 12 Well Reservoir 15 mL on C1 at 160.0 uL/sec
        5    Dispensing 200.0 uL into A1 of Corning 96 Well Plate 360 uL Flat on D2 at 160.0 uL/sec
        6    Dropping tip into Trash Bin on A3
        ...
        289  Picking up tip from B1 of Opentrons Flex 96 Tip Rack 50 uL on B3
        290  Transferring 10.0 from A1 of Opentrons 24 Tube Rack with Eppendorf 1.5 mL Safe-Lock Snapcap on D1 to A1 of Corning 96 Well Plate 360 uL Flat on D2
        291  Aspirating 10.0 uL from A1 of Opentrons 24 Tube Rack ... on D1 at 35.0 uL/sec
        292  Dispensing 10.0 uL into A1 of Corning 96 Well Plate 360 uL Flat on D2 at 57.0 uL/sec
        293  Mixing 3 times with a volume of 50.0 ul
        294  Dropping tip into Trash Bin on A3
        ...

        The Flex is down for its PM visit all week. Can you run this same protocol on the OT-2
        instead? Same volumes, same mixing.
        """),
     "transfer volume_ul=200 @opentrons_ot2 > transfer volume_ul=10 @opentrons_ot2 > "
     "mix volume_ul=50 cycles=3 @opentrons_ot2"),

    # ------------------------------------------------------------------ rm07
    ("rm07", _t(r"""
        KingFisher Flex - Rapport d'exécution (BindIt 4.1, interface FR)
        Instrument : KingFisher Flex 96 PCR        N° de série : 711-08831
        Protocole : NucleoMag_Plasmid_96.bdz
        Début : 12/02/2024 14:05:10    Fin : 14:09:47    État : Interrompu (erreur 0x1B : peigne non détecté)
        Étape  Nom              Durée   Mélange          Chauffage
        1      Liaison          05:00   Rapide           -
        2      Lavage 1         02:00   Moyen            -
        3      Lavage 2         02:00   Moyen            -
        4      Séchage          03:00   -                -
        5      Élution          05:00   Fond de plaque   56 °C

        The tip comb wasn't loaded - my fault. Fresh plates and a comb are in now; please start
        the KingFisher protocol again from the beginning.
        """),
     "run_program @kingfisher_flex"),

    # ------------------------------------------------------------------ rm08
    ("rm08", _t(r"""
        Bio-Rad CFX Maestro 2.3  |  Protocol Editor - print
        Protocol file: C:\Users\Public\Documents\Bio-Rad\CFX\Users\admin\RPLP0_TaqMan_45x.prcl
        Sample volume: 20 µl     Lid temperature: 105.0 °C     Est. run time: 1:12:00
        Step  Temperature   Time     Gradient  Increment  Ramp   Other
        1     95.0 °C       02:00
        2     95.0 °C       00:05
        3     58.0 °C       00:30                                 Plate Read
        4     GOTO 2, 44 more times
        END
        Run 2024-05-21 09:33  base CT020911  - Completed.  Cq RPLP0 mean 21.4

        TaqMan plate #2 is loaded in the CFX384. Same protocol as plate 1, unchanged.
        """),
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=58 annealing_s=30 @biorad_cfx384"),

    # ------------------------------------------------------------------ rm09
    ("rm09", _t(r"""
        BioShake 3000-T elm - command trace (QInstruments Control 2.1, COM7)  S/N 3000T-19-0552
        12:04:10  > setShakeTargetSpeed4000
        12:04:10  < e: value out of range (200..3000)
        12:04:22  > setShakeTargetSpeed3000
        12:04:22  < ok
        12:04:25  > shakeOnWithRuntime120
        12:04:25  < ok
        12:06:26  < shaking stopped (runtime elapsed)

        3000 still doesn't resuspend the beads. I need it at 4000 rpm for the 2 min - please
        run it again at 4000.
        """),
     "halted"),

    # ------------------------------------------------------------------ rm10
    ("rm10", _t(r"""
        ODTC Control 3.2 - execution log   Device ODTC 96 #5127   Method: GenotypingPCR_35
        Lid setpoint 105 °C
        09:02:14  Preheat done (block 25.1 °C, lid 104.8 °C)
        09:02:15  Step 1: 94.0 °C for 120 s   (reached 93.9 °C)
        09:04:22  Cycle 1/35   Step 2: 94.0 °C 30 s | Step 3: 56.0 °C 30 s | Step 4: 72.0 °C 45 s
        09:06:31  Cycle 2/35   ...
        ...
        10:20:48  Cycle 35/35 complete
        10:20:49  Step 5: 72.0 °C for 420 s
        10:27:52  Step 6: 10.0 °C hold (infinite)
        10:41:03  Method finished by user (plate removed at 10.2 °C)

        These amplicons came out smeary - over-amplified. Run the same ODTC method on the next
        plate but with only 28 cycles. Everything else unchanged.
        """),
     "run_pcr cycles=28 initial_denaturation_c=94 initial_denaturation_s=120 "
     "denaturation_c=94 denaturation_s=30 annealing_c=56 annealing_s=30 extension_c=72 "
     "extension_s=45 final_extension_c=72 final_extension_s=420 hold_c=10 @inheco_odtc"),

    # ------------------------------------------------------------------ rm11
    ("rm11", _t(r"""
        SoftMax Pro 7.1.2 - Plate2_FITC - Settings summary
        Instrument: SpectraMax i3x (S/N 36170-4411)   Read mode: FL   Read type: Endpoint
        Wavelengths: Ex 485 nm / Em 535 nm   (Ex bandwidth 9 nm, Em bandwidth 15 nm)
        Flashes per read: 6   Read height: 1.00 mm
        Plate type: 96 Corning 3603 blk clrbtm   Read area: A1:H12
        Chamber temperature: 25.3 °C (not controlled)
        Note: columns 7-12 saturated (>4,000,000 RFU) after the gain change

        Columns 1-6 are fine. Re-read just columns 7 to 12 of Plate2 (48 wells) with the same
        excitation and emission.
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535 wells=48 @spectramax_i3x"),

    # ------------------------------------------------------------------ rm12
    ("rm12", _t(r"""
        LabChip GX Touch HT - Run summary
        Instrument: LabChip GX Touch HT (S/N 1228N0417)   Chip: HT DNA HiSens, lot 5022A (uses left: 312)
        Assay: HT DNA High Sensitivity     Plate: LP_QC_0612     Wells read: 96     Ladder every 12
        Run started 06/12/2024 15:40       Run time 01:52:10
        Wells failed (no ladder alignment / low marker):
          A05 B05 C05 D05 E05 F05 G05 H05 A06 B06 C06 D06   (12)

        Rerun only the 12 failed samples on the GX Touch, same assay.
        """),
     "run_assay sample_count=12 @labchip_gx_touch_ht"),

    # ------------------------------------------------------------------ rm13
    ("rm13", _t(r"""
        VWorks 13.1 - PCR_Seal_only.pro - log
        [10:20:11.020] Protocol started (operator: abrown, 1 iteration)
        [10:20:15.554] a4S::Seal  temperature 170 C  time 2.0 s  -> done
        [10:20:31.118] Protocol complete

        The a4S is booked out by the cell-line team this afternoon - please redo this seal on
        the PlateLoc instead, same settings.
        """),
     "ask"),

    # ------------------------------------------------------------------ rm14
    ("rm14", _t(r"""
        # QInstruments BioShake 3000-T elm - serial command log  COM4 9600/8N1  FW 2.6.1  S/N 3000T-21-1187
        09:30:01 > setElmLockPos
        09:30:02 < ok
        09:30:02 > setShakeTargetSpeed1500
        09:30:02 < ok
        09:30:03 > setTempTarget370            (unit: 1/10 °C)
        09:30:03 < ok
        09:30:03 > tempOn
        09:30:03 < ok
        09:31:40 > getTempActual
        09:31:40 < 36.4
        09:32:40 > getTempActual
        09:32:40 < 37.0
        09:32:41 > shakeOnWithRuntime600
        09:32:41 < ok
        09:35:52 < e: shaking stopped, emergency stop (code 5)
        09:35:52 > getShakeActualSpeed
        09:35:52 < 0

        Somebody leant on the e-stop three minutes in. Give that plate the full shake again -
        same speed, same temperature, the whole 10 minutes.
        """),
     "shake speed_rpm=1500 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    # ------------------------------------------------------------------ rm15
    ("rm15", _t(r"""
        Cytomat 2C450 (S/N 2C450-0931) - event log export, 2024-09-02
        07:58:12  Climate  setpoint T=37.0 °C  CO2=5.0 %               (operator: ilopez)
        08:02:44  Door     transfer station open / close
        08:02:59  Store    plate HEK_T3_A (bc 00931554) -> stacker 3 / pos 12   incubation timer 03:00:00
        09:00:00  Climate  actual T=36.9 °C  CO2=5.1 %  rH=93 %
        10:00:00  Climate  actual T=37.0 °C  CO2=4.9 %  rH=94 %
        11:03:01  Unload   plate HEK_T3_A -> transfer station   (timer elapsed)

        Same again for the T6 plate please - into the 2C450 under the same conditions, but for
        6 hours.
        """),
     "incubate temperature_c=37 co2_percent=5 duration_s=21600 @cytomat_2c450"),

    # ------------------------------------------------------------------ rm16
    ("rm16", _t(r"""
        Precise PF400 - TCS console (10.10.4.21:10100)  robot 1  FW 2.3.4
        > hp 1
        0
        > attach 1
        0
        > pickplate Hotel2_S4
        0
        > placeplate i3x_Drawer
        -1609 *Plate not detected in gripper after place approach*
        > gripper
        0 opened 108.2 mm

        The plate slipped out at the reader; I've put it back in hotel 2, slot 4. Just retry the
        PF400 move to the i3x drawer - nothing else.
        """),
     "move_plate @precise_pf400"),

    # ------------------------------------------------------------------ rm17
    ("rm17", _t(r"""
        Jul  8 16:20:11 hts-ctrl01 hig4d[3312]: HiG4 #HG4-1187 door closed, bucket 1 plate, bucket 2 counterweight 112.4 g
        Jul  8 16:20:12 hts-ctrl01 hig4d[3312]: spin start: accel 100%, decel 100%, 800 x g, 180 s
        Jul  8 16:20:26 hts-ctrl01 hig4d[3312]: at speed: 799 x g
        Jul  8 16:23:29 hts-ctrl01 hig4d[3312]: spin complete (180.2 s at speed)
        Jul  8 16:23:40 hts-ctrl01 hig4d[3312]: WARN vibration 0.41 g rms above threshold 0.35

        HiG4 is vibrating again (facilities ticket raised). Replay that spin on the VSpin instead
        of the HiG4 for the next plate, same settings.
        """),
     "spin rcf_g=800 duration_s=180 @agilent_vspin"),

    # ------------------------------------------------------------------ rm18
    ("rm18", _t(r"""
        Opentrons App 6.3.1 - Run log - "elution_aliquot.py" on OT-2 "OT2-BAY4"
        Run started 03/11/2024 15:20 - Completed 15:41
        1   Picking up tip from A1 of Opentrons 96 Filter Tip Rack 200 uL on 4
        2   Transferring 150.0 from A1 of NEST 96 Deepwell Plate 2mL on 2 to A1 of Bio-Rad 96 Well Plate 200 uL PCR on 1
        3   Aspirating 150.0 uL from A1 of NEST 96 Deepwell Plate 2mL on 2 at 46.43 uL/sec
        4   Dispensing 150.0 uL into A1 of Bio-Rad 96 Well Plate 200 uL PCR on 1 at 46.43 uL/sec
        5   Dropping tip into Trash on 12
        ...

        Same again on the OT-2 but put 300 uL per well into the same Bio-Rad 200 uL PCR plates
        - we need more material for the downstream assay.
        """),
     "halted"),

    # ------------------------------------------------------------------ rm19
    ("rm19", _t(r"""
        2024-03-04 14:10:02,118 - pylabrobot - INFO - Setting up STARBackend on /dev/ttyUSB0 (firmware 2023-11-07)
        2024-03-04 14:10:41,554 - pylabrobot.liquid_handling - INFO - Picking up tips tip_rack_01[A1:H1]
        2024-03-04 14:10:49,003 - pylabrobot.liquid_handling - INFO - Aspirating 100.0 uL from buffer_trough[0] (8 channels)
        2024-03-04 14:10:55,721 - pylabrobot.liquid_handling - INFO - Dispensing 100.0 uL to assay_plate[A1:H1]
        ...
        2024-03-04 14:22:10,390 - pylabrobot.liquid_handling - INFO - Aspirating 20.0 uL from compound_plate[A1:H1]
        2024-03-04 14:22:16,877 - pylabrobot.liquid_handling - INFO - Dispensing 20.0 uL to assay_plate[A1:H1]
        ...
        2024-03-04 14:35:59,004 - pylabrobot.liquid_handling - INFO - Aspirating 50.0 uL from detection_trough[0] (8 channels)
        2024-03-04 14:36:05,120 - pylabrobot.liquid_handling - INFO - Dispensing 50.0 uL to assay_plate[A1:H1]
        ...
        2024-03-04 14:49:40,662 - pylabrobot - INFO - Stopping STARBackend

        Run this script again on the STAR for a fresh assay plate, but leave out the compound
        addition - it's the no-compound control plate.
        """),
     "transfer volume_ul=100 @hamilton_star > transfer volume_ul=50 @hamilton_star"),

    # ------------------------------------------------------------------ rm20
    ("rm20", _t(r"""
        SAMI EX 5.2  Run Log   Method: ELISA_IL6_automated.sami   Run ID 000417
        Time      Step  Device             Action                 Parameters        Status
        --------  ----  -----------------  ---------------------  ----------------  ----------
        11:00:04  1     Barcode Reader     Read barcode           side A            ERROR NoRead
        11:00:05  --    Scheduler          Run stopped            user abort        ABORTED
        11:00:05  2     Biomek i7 Hybrid   Transfer detection Ab  100 uL/well       NOT RUN
        11:00:05  3     BioShake 3000-T    Shake                  600 rpm, 01:00:00 NOT RUN
        11:00:05  4     Biomek i7 Hybrid   Transfer stop soln     50 uL/well        NOT RUN
        11:00:05  5     SpectraMax i3x     Absorbance             450 nm            NOT RUN

        The barcode label was facing the wrong way. Please run everything after the error.
        """),
     "transfer volume_ul=100 @biomek_i7_hybrid > "
     "shake speed_rpm=600 duration_s=3600 @qinstruments_bioshake_3000t_elm > "
     "transfer volume_ul=50 @biomek_i7_hybrid > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    # ------------------------------------------------------------------ rm21
    ("rm21", _t(r"""
        Cellario order export (order 88519, "ELISA_TNF_v2") - pasted from the Order History page
        OrderID,Plate,Step,Instrument,Operation,Parameters,Result
        88519,ELISA_P4,1,Biomek i7 Hybrid,Transfer,"Volume=100 uL",Success
        88519,ELISA_P4,2,Cytomat 2C450,Incubate,"Temp=37 C; Time=01:00:00",Success
        88519,ELISA_P4,3,Biomek i7 Hybrid,Transfer,"Volume=50 uL",Error
        88519,ELISA_P4,4,BioShake 3000-T elm,Shake,"Speed=

        (sorry, the copy got cut off there.) Pick it up from step 4 please, the addition in
        step 3 was finished by hand.
        """),
     "ask"),

    # ------------------------------------------------------------------ rm22
    ("rm22", _t(r"""
        Hi Tom,

        Could you peel the wrinkled foil off plate 3 on the XPeel and then run the seal again
        with the same settings? No need to spin it again, it's been spun.

        Thanks,
        Rachel

        ---------- Forwarded message ---------
        From: wc-alerts@lab.example.org
        Date: Tue, 5 Nov 2024 at 10:41
        Subject: [Workcell B] Run 5566 completed with warnings

        > Run 5566 - Plate 3 (bc PCR-1105-03)
        > 10:33:12  a4S    Seal   165 °C  2.0 s   OK   (seal pressure 48 kg)
        > 10:33:40  Vision check  WARN  seal wrinkle detected, corner H12
        > 10:34:05  VSpin  Spin   1000 x g  60 s  OK
        """),
     "peel @azenta_xpeel > seal temperature_c=165 duration_s=2 @azenta_a4s"),

    # ------------------------------------------------------------------ rm23
    ("rm23", _t(r"""
        Eppendorf Centrifuge 5810 R - Laufprotokoll (VisioNize)
        Gerät: 5810 R   Seriennr.: 5811BK304552   Rotor: A-4-81 mit MTP/Flex-Bechern
        Programm 3 „Zellpellet 96"
        Start: 14.03.2024 11:21:07
        RZB: 1.500 × g   (Drehzahl 2.730 U/min)
        Laufzeit (Soll): 00:10:00   Temperatur (Soll): 4 °C   Beschleunigung 9 / Bremse 9
        Temperatur (Ist): 6,2 °C ... 4,3 °C
        Status: Abbruch - Unwucht nach 00:02:14

        The spin got aborted for imbalance (forgot the counterweight plate, sorry). Can you redo
        it on the 5810 R exactly as programmed?
        """),
     "spin rcf_g=1500 duration_s=600 temperature_c=4 @eppendorf_5810r"),

    # ------------------------------------------------------------------ rm24
    ("rm24", _t(r"""
        FluentControl 3.4 - Journal d'exécution
        Méthode : C:\ProgramData\Tecan\VisionX\DataExchange\Methods\Aliquot_Serum_v2
        Début : 03/06/2024 08:14:22   Opérateur : cdupont   Instrument : Fluent 780 (SN 1911004512)
        08:14:40  [Info]  FCA : Aspirer 150 µl  Sérum_Pool (Trough 100ml)
        08:14:52  [Info]  FCA : Distribuer 150 µl -> Plaque_DW_1 A1..H1
        ...
        08:31:05  [Info]  MCA 96 : Aspirer 25 µl  Tampon_Dilution
        08:31:14  [Info]  MCA 96 : Distribuer 25 µl -> Plaque_DW_1 (96 puits)
        08:31:40  [Info]  Fin de la méthode - statut : Terminé

        Please rerun this Fluent method for a second deep-well plate, but with 120 µl of serum
        instead of 150. The buffer addition stays the same.
        """),
     "transfer volume_ul=120 @tecan_fluent > transfer volume_ul=25 @tecan_fluent"),

    # ------------------------------------------------------------------ rm25
    ("rm25", _t(r"""
        [STAR] 2024-05-13 09:14:22  Method LysisPrep.med started
        [STAR] 2024-05-13 09:14:40  Dispense 60 uL lysis buffer -> LYS_01, 96 wells ... OK
        [VSpin] 2024-05-13 09:19:02  Spin 1000 x g, 60 s ... OK
        [STAR] 2024-05-13 09:20:11  Method complete

        Run it again for LYS_02, but vortex the plate for 10 s between the lysis buffer and the
        spin - the pellet didn't resuspend last time.
        """),
     "ask"),

    # ------------------------------------------------------------------ rm26
    ("rm26", _t(r"""
        MTT readout - workcell summary (GBG) - 2024-07-30
        ┌──────┬──────────┬─────────────────┬────────────────────────┬──────────┐
        │ Step │ Plate    │ Device          │ Action                 │ Result   │
        ├──────┼──────────┼─────────────────┼────────────────────────┼──────────┤
        │ 1    │ MTT_P1   │ Cytomat 2C450   │ Retrieve               │ ✔        │
        │ 2    │ MTT_P1   │ SpectraMax i3x  │ Absorbance 570 nm      │ ✔        │
        │ 3    │ MTT_P2   │ Cytomat 2C450   │ Retrieve               │ ✔        │
        │ 4    │ MTT_P2   │ SpectraMax i3x  │ Absorbance 570 nm      │ ✘ E-107  │
        │ 5    │ MTT_P3   │ Cytomat 2C450   │ Retrieve               │ ✔        │
        │ 6    │ MTT_P3   │ SpectraMax i3x  │ Absorbance 570 nm      │ ✔        │
        └──────┴──────────┴─────────────────┴────────────────────────┴──────────┘

        P2's read errored and the scheduler put it back in the incubator. Pull P2 out of the
        2C450 again and read it, same wavelength. P1 and P3 are done.
        """),
     "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=570 @spectramax_i3x"),

    # ------------------------------------------------------------------ rm27
    ("rm27", _t(r"""
        Again please, same plate type. Skip the spin this time.

        VWorks 14.1 log - Protocol: PCR_Prep_Seal_Spin_Store.pro - Run 20240418-131002
        [13:10:02.441] Task 1 'Seal' (a4S)  temperature=175 C  time=1.2 s ... done
        [13:10:20.990] Task 2 'Centrifuge' (VSpin)  1000 x g  30 s ... done (at-speed 29.7 s)
        [13:11:05.002] Task 3 'Store' (Cytomat 24)  slot auto ... done (slot 17)
        [13:11:06.310] Protocol complete. Elapsed 00:01:04.
        """),
     "seal temperature_c=175 duration_s=1.2 @azenta_a4s > store @cytomat_24"),

    # ------------------------------------------------------------------ rm28
    ("rm28", _t(r"""
        VWorks 13.1.4  Protocol: BeadResuspend_Spin.pro  Run 20240902-101503
        10:15:03.221  Protocol started (operator: pking)
        10:15:20.104  Task 1 of 2  BioShake::Shake  speed=1000 rpm  time=45 s
        10:16:06.500  Task 1 of 2  complete
        10:16:12.877  Task 2 of 2  Centrifuge::Spin  device=VSpin  g-force=1000  time=60 s
        10:17:30.019  Task 2 of 2  complete (at-speed 59.6 s)
        10:17:31.000  Protocol complete.

        The log shows a 45 s shake but the SOP (QC-SOP-114 rev C) says 90 s at that speed - the
        protocol file was never updated. Run it again with the SOP's 90 s; the spin is fine as
        logged.
        """),
     "shake speed_rpm=1000 duration_s=90 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    # ------------------------------------------------------------------ rm29
    ("rm29", _t(r"""
        INHECO ODTC - method log   Device: ODTC 96 (SN 4413)   Method: GC_rich_amp_32x
        [13:02:11] Step 1  95.0 °C  hold 03:00
        [13:05:14] Step 2  95.0 °C  hold 00:20   (cycle 1 of 32)
        [13:05:36] Step 3  62.0 °C  hold 00:20
        [13:05:58] Step 4  72.0 °C  hold 01:00
        ...
        [14:21:40] Cycle 32 of 32 done
        [14:21:41] Step 5  72.0 °C  hold 05:00
        [14:26:43] Step 6   4.0 °C  hold infinite

        Nothing amplified - template is very GC-rich. Same method on the ODTC but denature at
        110 °C, initial and cycling, to get it properly melted.
        """),
     "halted"),

    # ------------------------------------------------------------------ rm30
    ("rm30", _t(r"""
        Biomek Software 5.1.10   Run Log
        Method: D:\Biomek\Methods\NGS\AmpureCleanup_v4.bmf
        Instrument: Biomek i5 (S/N B5-20331)   User: LABNET\mkowalski
        Step 1  Transfer  AMPure XP beads 45 µL -> SamplePlate (96)          Completed 09:12:40
        Step 2  Mix       40 µL x 10                                          Completed 09:14:02
        Step 3  Transfer  Remove supernatant 80 µL -> Waste                   Completed 09:21:10
        Step 4  Transfer  Remove supernatant 80 µL -> Waste (2nd pass)        Completed 09:23:02
        Step 5  Transfer  Ethanol 80% 150 µL -> SamplePlate                   Error: Pod1 tip pickup failed (Tips remaining: 0)
        Step 6  Transfer  Remove ethanol 150 µL -> Waste                      Not run
        Step 7  Transfer  Elution buffer 32 µL -> SamplePlate                 Not run

        New tip box is on the deck. Restart from step 5 on the i5.
        """),
     "transfer volume_ul=150 @biomek_i5 > transfer volume_ul=150 @biomek_i5 > "
     "transfer volume_ul=32 @biomek_i5"),

    # ------------------------------------------------------------------ rm31
    ("rm31", _t(r"""
        ODTC 384 (SN 3391) - method log "HiFi_Amp_25x"
        14:02:01  SetMethod: step 1 temp 105.0 °C -> REJECTED (block limit 99.0 °C)
        14:02:30  Method edited by operator jlee: step 1 temp 98.0 °C
        14:02:31  SetMethod accepted
        14:02:40  Step 1   98.0 °C  00:30
        14:03:15  Steps 2-4, cycle 1 of 25:  98.0 °C 00:10 / 65.0 °C 00:20 / 72.0 °C 00:30
        ...
        14:31:50  Cycle 25 of 25 done
        14:31:51  Step 5   72.0 °C  02:00
        14:33:55  Step 6    4.0 °C  hold
        14:50:02  Block actual 4.1 °C, plate removed

        Repeat this exact method for plate B on the ODTC.
        """),
     "run_pcr cycles=25 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 extension_c=72 "
     "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    # ------------------------------------------------------------------ rm32
    ("rm32", _t(r"""
        Cellario order 90217 (protocol "NanoGlo_Readout") - partner site, Cambridge workcell
        1  Bravo 96LT      Transfer 25 µL Nano-Glo reagent       Completed
        2  BioShake 3000T  Shake 300 rpm 00:03:00                 Completed
        3  SpectraMax i3x  Luminescence, integration 1000 ms      Error: plate not detected

        The reagent and shake were done on their Bravo line before the plate was couriered to
        us. Please just redo the luminescence read here on our i3x, same integration.
        """),
     "read_luminescence integration_s=1 @spectramax_i3x"),

    # ------------------------------------------------------------------ rm33
    ("rm33", _t(r"""
        Hi Sam,

        Can you run the seal again for plate 4? Log below. Anke reckons 3 s gives a better seal
        on these skirted plates, but the SOP still says 2 s and we haven't agreed which to use
        yet.

        Cheers, Jo

        > [WC-A] 2024-06-14 16:02:33  a4S  Seal  plate 4 (bc 55120094)  170 °C  2.0 s
        > [WC-A] 2024-06-14 16:02:41  a4S  ERROR 0x31 seal film jam - plate returned unsealed
        """),
     "ask"),

    # ------------------------------------------------------------------ rm34
    ("rm34", _t(r"""
        Device;Serial;Program;Start;Speed [rpm];RCF [x g];Time [mm:ss];Temp set [°C];Temp act [°C];Result
        5424 R;5404AB118202;P2 DNA pellet;2024-02-08 16:02:11;12830;16000;15:00;4;5,8;Aborted (lid opened)
        5424 R;5404AB118202;P2 DNA pellet;2024-02-08 16:03:40;12830;16000;15:00;4;4,9;Completed
        5424 R;5404AB118202;P5 quick spin;2024-02-08 16:25:06;3000;875;00:30;4;4,2;Completed

        ^ VisioNize export from the 5424 R. Do the DNA pellet spin once more for the second set
        of tubes, same program.
        """),
     "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r"),

    # ------------------------------------------------------------------ rm35
    ("rm35", _t(r"""
        SoftMax Pro GxP 7.1 - Audit Trail (document CTG_Viability_0812.sprx)
        2024-08-12 09:40:11  jdoe     Settings changed   Plate1: read mode LUM, integration 1000 ms (from protocol CTG_std)
        2024-08-12 09:52:47  jdoe     Read started       Plate1 (SpectraMax i3x, S/N 36170-2201)
        2024-08-12 09:53:55  jdoe     Read completed     Plate1 - 14 wells over range
        2024-08-12 09:58:02  jdoe     Settings changed   Plate1: integration 1000 ms -> 200 ms   Reason: "saturation"
        2024-08-12 09:58:40  jdoe     Read started       Plate1
        2024-08-12 09:59:31  jdoe     Read completed     Plate1
        2024-08-12 10:02:13  mgarcia  E-signature        Reviewed (meaning: data review)

        Read Plate2 on the i3x with the settings Plate1's final read used.
        """),
     "read_luminescence integration_s=0.2 @spectramax_i3x"),

    # ------------------------------------------------------------------ rm36
    ("rm36", _t(r"""
        [
         {"seq": 1, "instrument": "Hamilton STAR", "action": "Transfer", "volume_uL": 30, "status": "ok"},
         {"seq": 2, "instrument": "BioShake 3000-T elm", "action": "Shake", "rpm": 1200, "time_s": 60, "status": "error", "error": "E12 plate lock failed"},
         {"seq": 3, "instrument": "Hamilton STAR", "action": "Transfer", "volume_uL": 15, "status": "ok"},
         {"seq": 4, "instrument": "SpectraMax i3x", "action": "Fluorescence", "ex_nm": 560, "em_nm": 590, "status": "error", "error": "drawer timeout"}
        ]

        GBG run export above. Redo only what failed, in the same order.
        """),
     "shake speed_rpm=1200 duration_s=60 @qinstruments_bioshake_3000t_elm > "
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),

    # ------------------------------------------------------------------ rm37
    ("rm37", _t(r"""
        SoftMax Pro 7.1 - OD600_growth - Settings
        Instrument: SpectraMax i3x   Read mode: ABS   Read type: Endpoint
        Wavelength: 600 nm   Pathcheck: off   Flashes: 10
        Plate: 96 Greiner 655101   Read area: A1:H12
        Result: completed 2024-10-21 15:12:40

        Could you read the same plate again but at 1200 nm instead of 600? We want to see the
        water band for a path-length check.
        """),
     "halted"),

    # ------------------------------------------------------------------ rm38
    ("rm38", _t(r"""
        [Cellario 3.4] order 91022 "Ecoli_growth_T8"
        08:00:12  Cytomat 2C450   Unload  GROW-08                      Completed
        08:00:51  SpectraMax i3x  Absorbance 600 nm, endpoint           Completed (OD mean 0.412)
        08:01:40  Cytomat 2C450   Load    GROW-08                      Completed

        Re-read the growth plate at OD600 on the i3x, and while it's in there add a GFP read
        after it: ex 485 / em 520, same reader.
        """),
     "read_absorbance wavelength_nm=600 @spectramax_i3x > "
     "read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x"),

    # ------------------------------------------------------------------ rm39
    ("rm39", _t(r"""
        ODTC 384 - execution log   Method: Amplicon_384_30x   Plate: Bio-Rad Hard-Shell 384
        [10:00:02] Step 1   95.0 °C  03:00
        [10:03:05] Cycle 1/30   95.0 °C 00:15 | 60.0 °C 00:15 | 72.0 °C 00:20
        ...
        [10:41:12] Cycle 30/30 complete
        [10:41:13] Step 5   72.0 °C  03:00
        [10:44:16] Step 6    8.0 °C  hold
        [10:44:20] Lid 110 °C, block actual 8.2 °C

        The ODTC needs its lid serviced. Replay this method on the CFX384 instead of the ODTC
        for the next 384 plate.
        """),
     "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=15 extension_c=72 "
     "extension_s=20 final_extension_c=72 final_extension_s=180 hold_c=8 @biorad_cfx384"),

    # ------------------------------------------------------------------ rm40
    ("rm40", _t(r"""
        ELN - Notebook KB-12, entry 17 May 2024
        14:10  Lysate plate (96 DW) spun 3000 rpm for 5 min in the big centrifuge. Pellets fine.
        14:20  Supernatant moved to fresh plate by hand.

        Repeat that spin for today's lysate plate please.
        """),
     "ask"),

    # ------------------------------------------------------------------ rm41
    ("rm41", _t(r"""
        CFX Maestro - Protocol (ColonyPCR_16S.prcl)   Block: CFX384 Touch, S/N CT034417
        Lid temperature 105.0 °C    Sample volume 15 µl
        Step 1    94.0 °C    5:00
        Step 2    94.0 °C    0:30
        Step 3    60.0 °C    0:30
        Step 4    72.0 °C    1:30
        Step 5    GOTO 2, 29 more times
        Step 6    72.0 °C    7:00
        Step 7    12.0 °C    forever
        END

        Same program on the CFX384 for the next 384 colonies, but anneal at 55 °C instead of 60.
        """),
     "run_pcr cycles=30 initial_denaturation_c=94 initial_denaturation_s=300 "
     "denaturation_c=94 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 "
     "extension_s=90 final_extension_c=72 final_extension_s=420 hold_c=12 @biorad_cfx384"),

    # ------------------------------------------------------------------ rm42
    ("rm42", _t(r"""
        Overlord3 | Procedure: Lysate_Clear_v2.ovp | Run 2024-10-02 07:30:11 | PC WS-OVL-02
        [07:30:15] Variable PlateBC = "LC-1002-05"
        [07:30:40] BiomekI7.RunMethod("AddLysis") - transfer 50 µl lysis buffer, all wells      OK
        [07:36:02] A4S.Seal(Temperature=170, Time=2.0)                                          OK
        [07:36:31] HiG4.Spin(Gforce=1500, Seconds=60)                                           OK
        [07:38:05] Cytomat24.Store(Slot=auto)                                                   OK (slot 11)
        [07:38:06] Procedure finished

        Same procedure for the next plate, but skip the seal and don't park it in the Cytomat -
        I'll collect it straight from the HiG4.
        """),
     "transfer volume_ul=50 @biomek_i7_hybrid > spin rcf_g=1500 duration_s=60 @bionex_hig4"),

    # ------------------------------------------------------------------ rm43
    ("rm43", _t(r"""
        {"ts":"2024-04-18T09:11:04Z","workflow":"Plasma_Prep","step":1,"device":"Hamilton STAR","action":"Dispense","params":{"VolumeMl":0.2,"Target":"PP-0418-A"},"result":"Completed"}
        {"ts":"2024-04-18T09:19:52Z","workflow":"Plasma_Prep","step":2,"device":"Eppendorf 5810R","action":"Centrifuge","params":{"Rcf":1500,"DurationMs":300000,"TempC":20},"result":"Completed","measured":{"TempC":21.4}}
        {"ts":"2024-04-18T09:25:30Z","workflow":"Plasma_Prep","step":3,"device":"Scheduler","action":"End","result":"Completed"}

        GBG event stream from yesterday. Run the whole workflow once more for PP-0419-A.
        """),
     "transfer volume_ul=200 @hamilton_star > "
     "spin rcf_g=1500 duration_s=300 temperature_c=20 @eppendorf_5810r"),

    # ------------------------------------------------------------------ rm44
    ("rm44", _t(r"""
        CFX Maestro 2.3 - Run Information
        File: IL6_panel_1107.pcrd      Base serial #: CT022144
        Protocol: SYBR_40x.prcl        Sample vol: 10 µl      Lid temp: 105.0
          1: 95.0 C for 3:00
          2: 95.0 C for 0:10
          3: 60.0 C for 0:30  + Plate Read
          4: GOTO 2, 39 more times
        Run ended 11/07/2024 15:10:42 (completed)

        The CFX is booked solid tomorrow - run this same qPCR on the QuantStudio 5 instead.
        """),
     "ask"),

    # ------------------------------------------------------------------ rm45
    ("rm45", _t(r"""
        ts,station,cmd,args,rc
        2024-07-22T15:01:02,star,aspirate_dispense,"vol=12ul;src=MM;dst=PCR_07",0
        2024-07-22T15:06:41,a4s,seal,"temp=170C;time=3s",0
        2024-07-22T15:07:20,hig4,spin,"rcf=1000;time=60s",0
        2024-07-22T15:08:11,odtc,run_method,"method=ColonyPCR_30x",0

        cna you rerun teh seal adn the spin from this log for plate 2 pls, smae settings. plate
        2 got its mastermix by hand and the pcr for it is going on later
        """),
     "seal temperature_c=170 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 @bionex_hig4"),

    # ------------------------------------------------------------------ rm46
    ("rm46", _t(r"""
        Momentum 6.3 - Process log   Process: ATPlite_Readout   Batch 2024-11-21_PM   (user: g.hughes)
        [14:02:11] Step 1/4  Cytomat_2C450   Unload ATP_0411 -> transfer station            Completed
        [14:02:58] Step 2/4  Hamilton STAR   Add 50 µl ATPlite substrate, all wells         Failed - no liquid detected in trough
        [14:02:59] Step 3/4  BioShake_1      Shake 700 rpm, 00:02:00                        Not run
        [14:02:59] Step 4/4  SpectraMax i3x  Luminescence, integration 1 s                  Not run

        Trough's been refilled. Could you carry on from step 2, please? The plate is still sat on
        the transfer station, so no need to unload it again. Same programme otherwise.
        """),
     "transfer volume_ul=50 @hamilton_star > "
     "shake speed_rpm=700 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1 @spectramax_i3x"),

    # ------------------------------------------------------------------ rm47
    ("rm47", _t(r"""
        GBG Run History - device: BioShake 3000-T elm (BS-02)
        Run 3120  09:15  Shake  800 rpm   00:05:00   Completed   (protocol v1)
        Run 3127  14:20  Shake  1200 rpm  00:03:00   Completed   (protocol v2, after the bead change)

        Repeat the 14:20 one on plate 5.
        """),
     "shake speed_rpm=1200 duration_s=180 @qinstruments_bioshake_3000t_elm"),

    # ------------------------------------------------------------------ rm48
    ("rm48", _t(r"""
        Eppendorf 5810 R - run record   S/N 5811BK304552   Rotor A-4-62 (15/50 mL conicals)
        Program 1  "Enzyme prep"   RCF 2000 x g   Time 00:08:00   Temp set 4 °C   Temp actual 4.4 °C
        Result: Completed 2024-01-09 10:44:02

        Redo that spin for the next batch of tubes but at -20 °C - the enzyme is very heat
        sensitive. Same g and time.
        """),
     "halted"),

    # ------------------------------------------------------------------ rm49
    ("rm49", _t(r"""
        XPeel (S/N XP-0219) - event log
        2024-03-27 11:12:30  Peel requested (plate type: Hard-Shell 96, attempts 1)
        2024-03-27 11:12:41  Peel FAILED - seal still present (sensor 2)
        2024-03-27 11:12:42  Tape remaining: 214 peels

        Just the peel, once more.
        """),
     "peel @azenta_xpeel"),

    # ------------------------------------------------------------------ rm50
    ("rm50", _t(r"""
        Cytomat 2C450 - event log   (S/N 2C450-1044)
        21/05/2024 17:00:03  Setpoint changed: temperature 30.0 °C, CO2 off
        21/05/2024 17:05:40  Load YEAST_GR_01 -> stacker 1 / pos 3   incubation 16:00:00
        21/05/2024 20:00:00  Actual: 29.6 °C
        22/05/2024 02:00:00  Actual: 30.2 °C
        22/05/2024 09:05:41  Unload YEAST_GR_01 (timer elapsed)

        Again, same as logged, for YEAST_GR_02 in the 2C450.
        """),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),

    # ------------------------------------------------------------------ rm51
    ("rm51", _t(r"""
        KingFisher Flex - Run report (BindIt 4.1)   S/N 711-04522
        Protocol: MagMAX_Microbiome_Flex.bdz    Started 09/05/2024 10:02   Ended 10:41   Result: Completed
        Step  Name          Time    Mix speed    Heating
        1     Bead binding  10:00   Fast         -
        2     Wash 1        01:00   Medium       -
        3     Wash 2        01:00   Medium       -
        4     Elution       05:00   Bottom mix   70 °C

        Yields were low. For the next plate, sonicate the lysate plate for 30 s first, then run
        the same programme on the KingFisher.
        """),
     "ask"),

    # ------------------------------------------------------------------ rm52
    ("rm52", _t(r"""
        Cytomat 24 (S/N C24-3318) - event log
        2024-02-14 07:40:01  Retrieve  plate 'BUF_STOCK_03'  rack 2 / level 9 -> handler   FAILED: error 0x0207 handler position not reached
        2024-02-14 07:40:01  Door status: closed
        2024-02-14 07:44:30  Error acknowledged by user tmiller

        Handler's been re-homed. Retry that retrieve from the Cytomat 24.
        """),
     "retrieve @cytomat_24"),

    # ------------------------------------------------------------------ rm53
    ("rm53", _t(r"""
        [Cellario] Order 77102 "RNA_Extract_Normalise"   operator: yzhang
        10:01:12  KingFisher Flex   RunProtocol MagMAX_mirVana_Flex          Completed (00:48:12)
        10:50:02  Hamilton STAR     Transfer eluate 40 µL -> RNA_OUT_02        Error 8/53: pressure LLD, channel 3
        10:51:30  Order aborted

        The extraction is fine; redo only what failed.
        """),
     "transfer volume_ul=40 @hamilton_star"),

    # ------------------------------------------------------------------ rm54
    ("rm54", _t(r"""
        Cellario order 93310 "Serum_Separation" (partner lab)
        1  Hamilton STAR         Transfer 500 µL whole blood -> DW plate    Completed
        2  Sorvall Legend XTR    Spin 2000 x g 00:10:00 20 °C              Completed
        3  Hamilton STAR         Transfer 150 µL serum -> storage plate    Completed

        Run it again exactly as logged, same instruments for every step.
        """),
     "ask"),

    # ------------------------------------------------------------------ rm55
    ("rm55", _t(r"""
        Hi Raj - same again for tomorrow's 384 plate please, but on the i7 instead of the i5
        (the i5 is being moved to the other lab). Log from today below.

        > Biomek i5 run log - Method C:\Biomek\Methods\qPCR\qPCR_setup_384.bmf
        > Step 1  Transfer  Master mix 8 µL -> qPCR_384 (384 wells)     Completed 10:02:55
        > Step 2  Transfer  cDNA 2 µL -> qPCR_384                      Completed 10:21:40
        > Run finished 10:22:01  Tips used: 768
        """),
     "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 @biomek_i7_hybrid"),

    # ------------------------------------------------------------------ rm56
    ("rm56", _t(r"""
        Entry EXP-2291 Cytokine bead assay - run record (Benchling)
        | # | Step                  | Instrument          | Settings                      | By | Status |
        |---|-----------------------|---------------------|-------------------------------|----|--------|
        | 1 | Add capture beads     | Opentrons Flex      | 25 µL/well                    | AT | ✔      |
        | 2 | Shake                 | BioShake 3000-T elm | 800 rpm, 60 min               | AT | ✔      |
        | 3 | Add detection Ab      | Opentrons Flex      | 25 µL/well                    | AT | ✔      |
        | 4 | Shake                 | BioShake 3000-T elm | 800 rpm, 30 min               | AT | ✔      |
        | 5 | Read                  | SpectraMax i3x      | Fluorescence Ex 530 / Em 575  | AT | ✔      |

        Plate 2 already had its beads and the first shake done by hand. For plate 2 I only need
        steps 3 and 4 repeated - I'll read it myself tomorrow.
        """),
     "transfer volume_ul=25 @opentrons_flex > "
     "shake speed_rpm=800 duration_s=1800 @qinstruments_bioshake_3000t_elm"),

    # ------------------------------------------------------------------ rm57
    ("rm57", _t(r"""
        Eppendorf 5424 R  S/N 5404AB118202  Rotor FA-45-24-11
        Program 4 "Plasmid clear"  16,000 x g  10 min  4 °C   -> Completed 09:31
        Program 4 "Plasmid clear"  16,000 x g  10 min  4 °C   -> Completed 10:12

        The lysate still isn't clear. Run that spin again on the 5424 R for the same tubes at
        25,000 x g, 10 min, 4 °C.
        """),
     "halted"),

    # ------------------------------------------------------------------ rm58
    ("rm58", _t(r"""
        RUN REPORT   ws-03   job 5521-B   printed 2024-08-19 17:40
        SEQ  DEVICE            OP         PARAM1        PARAM2        STATUS
        001  Tecan Fluent      DISPENSE   0.15 mL       all wells     DONE
        002  BioShake          SHAKE      1100 rpm      1.5 min       DONE
        003  Eppendorf 5810R   SPIN       1200 x g      5 min         DONE
        004  SpectraMax i3x    ABS        340 nm        endpoint      DONE
        ---- 4 of 4 steps done, 0 errors, operator: R.OKAFOR ----

        Run job 5521-B again from the top for the replicate plate.
        """),
     "transfer volume_ul=150 @tecan_fluent > "
     "shake speed_rpm=1100 duration_s=90 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=1200 duration_s=300 @eppendorf_5810r > read_absorbance wavelength_nm=340 @spectramax_i3x"),

    # ------------------------------------------------------------------ rm59
    ("rm59", _t(r"""
        Same again on the CFX384, only 40 cycles this time.

        CFX Maestro - Run Information (pasted)
        Run: ACTB_std_curve_0930.pcrd      Operator: lwei      Base: CT020911
        Protocol: (95.0 °C 3:00) -> [(95.0 °C 0:15) -> (60.0 °C 1:00 + read)] x45 -> melt 65-95 °C
        Status: Completed 09/30/2024 12:14
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),

    # ------------------------------------------------------------------ rm60
    ("rm60", _t(r"""
        Cytomat 2C450 - event log
        2024-04-03 09:10:22  Store    DEV_PLATE_12 -> stacker 2 / pos 1   incubation 02:00:00   (37.0 °C, 5.0 % CO2)
        2024-04-03 11:10:25  Unload   DEV_PLATE_12 (timer elapsed)

        Same for DEV_PLATE_13, but incubate it a bit longer this time - the colour came up weak.
        """),
     "ask"),

    # ------------------------------------------------------------------ rm61
    ("rm61", _t(r"""
        2024-06-11 13:40:02> SYSTEM : Execute method - start; Method file C:\Program Files (x86)\HAMILTON\Methods\Resuspend\BeadMix_96.med
        2024-06-11 13:40:30> ML_STAR : Tip pick up - complete;
        2024-06-11 13:40:41> ML_STAR : Mix - start; mix volume 100 uL, mix cycles 5, channels 1-8, column 1
        2024-06-11 13:40:44> ML_STAR : Mix - error; Error 3/52 : Liquid level not found (channel 6)
        2024-06-11 13:41:10> SYSTEM : Abort method - complete;

        Bead plate is topped up. Redo just the mixing on the STAR, same settings.
        """),
     "mix volume_ul=100 cycles=5 @hamilton_star"),

    # ------------------------------------------------------------------ rm62
    ("rm62", _t(r"""
        HighRes Cellario - order 92004 "Organoid_Resuspend_Read"
        Step 1  Cytomat 2C450    Retrieve ORG-0722-02                  Completed 08:10:02
        Step 2  BioShake 3000T   Shake 400 rpm, 00:01:30, 37 °C        Completed 08:11:40
        Step 3  SpectraMax i3x   Absorbance 490 nm                     Completed 08:12:55

        Run the same order for ORG-0722-03 but leave the read off - that plate goes to the
        imaging core afterwards and they'll collect it by hand.
        """),
     "retrieve @cytomat_2c450 > "
     "shake speed_rpm=400 duration_s=90 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    # ------------------------------------------------------------------ rm63
    ("rm63", _t(r"""
        GBG run history (last 24 h)
        Run 3301  Assay_A  09:10  Step 2/3  Spin (HiG4) 1000 x g 60 s        FAILED  imbalance
        Run 3302  Assay_B  13:45  Step 3/3  Read abs 405 nm (i3x)            FAILED  drawer timeout

        Can you rerun the step that failed? Only one of those two plates is still usable, the
        other went in the bin.
        """),
     "ask"),

    # ------------------------------------------------------------------ rm64
    ("rm64", _t(r"""
        Momentum 6.2 - Process log - "Reseal_after_addition"
        11:20:04  XPeel_1   Peel                         Completed
        11:20:40  a4S_1     Seal  170 °C, 3.0 s          Completed
        11:21:02  Cytomat_24  Store                      Completed

        Please redo the peel and the seal from this log on plate 6. The seal time per SOP-0045 is
        2.0 s, not the 3.0 s the log shows - use the SOP. No need to store it afterwards.
        """),
     "peel @azenta_xpeel > seal temperature_c=170 duration_s=2 @azenta_a4s"),

    # ------------------------------------------------------------------ rm65
    ("rm65", _t(r"""
        Eppendorf 5810 R  S/N 5811BK301907  Rotor A-4-62 (15 mL conicals)
        Program 2 "Cell harvest"   2000 x g   00:05:00   Temp set 20 °C   accel 9 / brake 9
        Completed 2024-05-28 14:02:51   (temp actual 20.8 °C)

        Same spin on the 5810 R for the next set of conicals, but at 4 °C this time.
        """),
     "spin rcf_g=2000 duration_s=300 temperature_c=4 @eppendorf_5810r"),

    # ------------------------------------------------------------------ rm66
    ("rm66", _t(r"""
        a4S (S/N A4S-0417) - seal log
        2024-09-10 15:12:08  Seal  plate PCR-0910-01  165 °C  2.0 s  OK
        2024-09-10 15:12:40  Seal  plate PCR-0910-02  165 °C  2.0 s  OK   (film lot 22-1187)

        The new foil doesn't stick at 165. Run the seal again on those plates with the
        temperature turned up to 300 °C, 2 s.
        """),
     "halted"),

    # ------------------------------------------------------------------ rm67
    ("rm67", _t(r"""
        Cytomat 2C425 - Ereignisprotokoll
        06.05.2024 16:40:12  Auslagern  Platte 'RNA_STOCK_12'  Stapel 1 / Pos 4 -> Übergabestation   OK
        06.05.2024 16:40:55  Einlagern  Platte 'RNA_STOCK_12'  Übergabestation -> Stapel 1 / Pos 4   FEHLER 0x33 Übergabestation blockiert
        06.05.2024 16:41:02  Tür geöffnet (Benutzer: kbauer)

        The store back into the 2C425 failed because the transfer station was blocked. I've
        cleared it - please just put the plate back into the 2C425.
        """),
     "store @cytomat_2c425"),

    # ------------------------------------------------------------------ rm68
    ("rm68", _t(r"""
        INHECO ODTC - method log   Method: qual_PCR_35x
        [08:00:10] Step 1  95.0 °C  02:00
        [08:02:12] Cycle 1/35   95.0 °C 00:15 | 62.0 °C 00:30 | 72.0 °C 00:45
        ...
        [09:05:30] Cycle 35/35 done
        [09:05:31] Step 5  72.0 °C  05:00
        [09:10:33] Step 6   4.0 °C  hold

        Same method on the ODTC for the new primer pair, but lower the annealing temperature -
        these primers have a lower Tm.
        """),
     "ask"),

    # ------------------------------------------------------------------ rm69
    ("rm69", _t(r"""
        Opentrons App 7.0.2 - Run log - "serial_dilution_diluent.py" on OT-2 "OT2-NORTH-1"
        Run started 2024-02-27 11:02 - Status: Completed
        1   Picking up tip from A1 of Opentrons 96 Tip Rack 300 uL on 1
        2   Transferring 100.0 from A1 of NEST 12 Well Reservoir 15 mL on 2 to A1 of Corning 96 Well Plate 360 uL Flat on 3
        3   Aspirating 100.0 uL from A1 of NEST 12 Well Reservoir 15 mL on 2 at 92.86 uL/sec
        4   Dispensing 100.0 uL into A1 of Corning 96 Well Plate 360 uL Flat on 3 at 92.86 uL/sec
        ...
        Warning: rows E-H received air (reservoir A1 ran dry at step 150)

        Rows E to H got no diluent because the reservoir ran dry. Refilled. Run the diluent
        transfer again on the OT-2 for rows E-H only (48 wells), same 100 uL.
        """),
     "transfer volume_ul=100 wells=48 @opentrons_ot2"),

    # ------------------------------------------------------------------ rm70
    ("rm70", _t(r"""
        {"t":"2024-12-03T08:14:02Z","plate":"P1","bc":"SEQ-1203-01","dev":"a4S","op":"seal","temp_c":160,"time_s":2.5,"ok":true}
        {"t":"2024-12-03T08:14:31Z","plate":"P2","bc":"SEQ-1203-02","dev":"a4S","op":"seal","temp_c":160,"time_s":2.5,"ok":true}
        {"t":"2024-12-03T08:15:00Z","plate":"P3","bc":"SEQ-1203-03","dev":"a4S","op":"seal","temp_c":160,"time_s":2.5,"ok":false,"err":"E04 plate not detected"}
        {"t":"2024-12-03T08:15:29Z","plate":"P4","bc":"SEQ-1203-04","dev":"a4S","op":"seal","temp_c":160,"time_s":2.5,"ok":true}

        Only P3 missed its seal. Reseat it and seal P3 on the a4S with the same settings.
        """),
     "seal temperature_c=160 duration_s=2.5 @azenta_a4s"),
]
