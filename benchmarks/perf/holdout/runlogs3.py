"""Hold-out batch (third run-log set): a pasted run log plus a request to run it, or part of it, again.

Style
-----
Each case is what a scientist types into the planner after copying a run log out of the
software that drove the instrument: a VWorks or Biomek trace, a Momentum / Cellario / Green
Button Go / SAMI EX order report, an Opentrons app log, FluentControl or VENUS (HSL) traces,
PyLabRobot logging, a SoftMax Pro export or GxP audit trail, CFX Maestro "Run Information",
an ODTC method listing, BindIt and LabChip run summaries, Cytomat and BioShake controller
dumps, Eppendorf run reports, JSON lines and CSV rows. Some logs come from instruments set to
German, French or Japanese; the request is then in English. The request sits above or below
the log and is written the way people write at the bench: terse, sometimes with a reason
("pellet too loose", "drawer jam"), sometimes with a change of its own.

Reading rules a careful lab engineer applies
--------------------------------------------
* The log is history; the request says what runs now. "Again" / "exactly" repeats every
  logged step of the method; "only what failed" repeats the failed step(s); "from step N"
  repeats N and everything after it in log order; "skip X" drops X; "on the Y instead"
  moves the step to Y (one of the lab's instruments) with the same values.
* A repeated step takes the log's SETPOINTS. Measured or actual values (chamber 36.8 C,
  at-speed 118.7 s, actual 1796 rpm, lid and block temperatures read back, elapsed times)
  are never step values, nor are ids, serials, barcodes, timestamps, cycle-reached counters,
  sample counts of the old run or the program's name. A method description, comment or
  program name that quotes a different value than the setpoint does not change the
  setpoint when the request says to run what was logged; when the request itself points at
  the disagreement and does not settle it, the engineer asks.
* Relative changes. When the request changes a value relative to the log ("double the time",
  "half the volume", "10 s longer", "2 more mix cycles") and the value it refers to is one
  logged setpoint of one step, the engineer computes the new value and that computed value
  is the step's value (and it is checked against the instrument's limits like any other
  value - a doubled seal time past the sealer's 12 s halts). The engineer asks instead when
  the base is not one value (two runs or two steps it could refer to) or when the change
  has no size ("a touch longer", "hotter", "a bit more").
* A value in the request replaces the logged value of the one step it can belong to (a
  temperature on the only heated step, an rpm on the only shake); when it could belong to
  two logged steps the engineer asks.
* A step the request adds ("but first shake it 30 s at 1,000 rpm") runs in the place the
  request gives it, with the values the request gives it. A step no instrument of the lab
  does (vortex, sonicate) means asking.
* Units and encodings are read as the log declares them: mm:ss vs hh:mm:ss by the column
  header, 90' = 90 min, 1h30 = 90 min, PT15M = 15 min, temperatures in 0.1 C units, US
  logs in Fahrenheit, German "1.500" = 1500, French "1 800" = 1800, a value broken over two
  lines or a step that continues on the next line is one value / one step.
* A centrifuge speed given only in rpm, with no rotor named, cannot be turned into x g: ask.
  When the log prints both rpm and x g, the x g value is the setpoint used.
* An instrument the lab does not have (PlateLoc, Bravo, QuantStudio) that only appears in
  history does not matter; a step that must run on it now means asking, unless the request
  moves it to one of the lab's instruments.
* Halt when a value to be run now is beyond every suitable instrument's limit or the
  labware's volume (a4S 0.5-12 s, up to 200 C; plate spins 5,000 x g; tube spins 21,130 x g;
  BioShake 200-3,000 rpm and up to 99 C; SpectraMax absorbance 230-1,000 nm; about 360 uL
  in a standard 96-well plate, 120 uL in a 384-well plate).
* Expected strings list only values the text states for this run, converted to s,
  temperature_c, uL, x g and nm, in run order; "@device" only when the log or request names
  the instrument; "wells=N" only when the request restricts a step to part of a plate.
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    ("rn01", _t("""
        VWorks 14.1   Protocol: cellpellet_spin.pro   Run 20240903-141122
        14:11:22.405  Protocol started (operator: mdiaz, 1 iteration)
        14:11:30.019  Task 1 of 1  Centrifuge::Spin  device=VSpin  g-force=1500  time=120 s  accel=90 %  decel=60 %
        14:13:51.882  Task 1 of 1  complete (measured at-speed 118.7 s)
        14:13:52.100  Protocol complete. Elapsed 00:02:30.

        Pellets look loose. Same spin again but 5 min this time instead of 2.
        """),
     "spin rcf_g=1500 duration_s=300 @agilent_vspin"),

    ("rn02", _t("""
        Momentum 5.3   Process: DebubbleTwo   Order 4471
        2024-10-02 08:14:09 INFO  [HiG4] Spin started   plate=PLT-A0017  rcf=1000 xg  time=60 s
        2024-10-02 08:15:31 INFO  [HiG4] Spin complete  plate=PLT-A0017  (at speed 59.6 s)
        2024-10-02 08:15:58 INFO  [HiG4] Spin started   plate=PLT-A0018  rcf=2000 xg  time=60 s
        2024-10-02 08:17:20 INFO  [HiG4] Spin complete  plate=PLT-A0018  (at speed 60.1 s)
        2024-10-02 08:17:41 INFO  Order 4471 complete

        Still a few bubbles in the wells after that - can you give it the spin again?
        """),
     "ask"),

    ("rn03", _t("""
        Only PLT-B0102 (the second plate) still has bubbles. Respin just that one, same
        settings as its logged spin; the first plate is fine.

        Momentum 5.3   Process: DebubbleTwo   Order 4502
        2024-10-09 08:02:44 INFO  [HiG4] Spin started   plate=PLT-B0101  rcf=800 xg   time=90 s
        2024-10-09 08:04:41 INFO  [HiG4] Spin complete  plate=PLT-B0101  (at speed 89.2 s)
        2024-10-09 08:05:03 INFO  [HiG4] Spin started   plate=PLT-B0102  rcf=1500 xg  time=60 s
        2024-10-09 08:06:30 INFO  [HiG4] Spin complete  plate=PLT-B0102  (at speed 60.4 s)
        """),
     "spin rcf_g=1500 duration_s=60 @bionex_hig4"),

    ("rn04", _t("""
        === Eppendorf VisioNize export (CSV) ===
        # Program description: "Pellet spin - 5 min @ 1000 x g, 4 C"
        device;program;step;setpoint_rcf_xg;setpoint_time_hh:mm:ss;setpoint_temp_C;actual_temp_C;status
        5810 R;PRG 03;1;1000;00:03:00;4;4.6;completed

        The description line is stale, someone shortened the program last month and never
        updated it. Run exactly what the log shows it ran.
        """),
     "spin rcf_g=1000 duration_s=180 temperature_c=4 @eppendorf_5810r"),

    ("rn05", _t("""
        HSL trace   Method: ELISA_block.hsl   2024-05-14   STAR SN 8812
        // Step 4: blocking incubation, 45 min per SOP v3
        10:02:11  Step 4  Incubate  device=Cytomat_2C450  temp_sp=25.0 C  time_sp=30 min
        10:32:14  Step 4  complete

        Blocking looked patchy. The comment says 45 min and the setpoint was 30, no idea
        which one is right. Redo the blocking incubation on the new plate.
        """),
     "ask"),

    ("rn06", _t("""
        Cytomat 2C450  event log   SN 2C450-1187
        2024-06-20 13:00:02  Plate IN   shelf 07   barcode CB-3391
        2024-06-20 13:00:05  Incubation started   SP 37.0 C / 5.0 % CO2   duration SP 02:00:00
        2024-06-20 13:30:05  chamber 36.8 C   CO2 4.9 %
        2024-06-20 14:00:05  chamber 37.1 C   CO2 5.0 %
        2024-06-20 14:30:05  chamber 37.2 C   CO2 5.0 %
        2024-06-20 15:00:07  Incubation finished (elapsed 02:00:05)   Plate OUT

        Door was left ajar for part of that. Repeat the incubation please.
        """),
     "incubate temperature_c=37 duration_s=7200 @cytomat_2c450"),

    ("rn07", _t("""
        Biosero Green Button Go   Order #88120   Workflow "qPCR-plate-spin"
        [1/2] Centrifuge (VSpin)   Speed=1,000 x g   Time=00:01:00   OK   (at speed 00:00:58)
        [2/2] Move to Hotel 2 (PF400)   OK

        Repeat step 1 only, but first shake the plate 30 s at 1,000 rpm on the BioShake.
        """),
     "shake speed_rpm=1000 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("rn08", _t("""
        5424 R   run record   SN 5404-AB-1120
        Program 2   16,000 x g   10 min   4 C   ...   actual 4.3 C   completed 11:42

        Do it again on the second set of tubes, but vortex them 10 s before the spin.
        """),
     "ask"),

    ("rn09", _t("""
        [GBG] 09:01:12  Step 1  BioShake        Shake 800 rpm        05:00 (mm:ss)   done
        [GBG] 09:06:15  Step 2  Cytomat 2C450   Incubate 37 C        30:00 (mm:ss)   done
        [GBG] 09:36:20  Order complete

        Redo both steps on plate 2 but make it 10 min.
        """),
     "ask"),

    ("rn10", _t("""
        Eppendorf 5810 R   Run log
        Date 2024-03-11   User: KLEE
        Program: "plate spin"   Speed 3000 rpm   Time 00:05:00   Temp 20 C
        Status: Completed

        Please spin the next plate again, same settings.
        """),
     "ask"),

    ("rn11", _t("""
        BioShake 3000-T elm   command dump (COM4)
        >> setShakeTargetSpeed1200
        << ok
        >> shakeOnWithRuntime60
        << ok
        >> getShakeActualSpeed
        << 1198
        >> getShakeState
        << 3 (stopped)

        Cells didn't fully resuspend. Run that shake again but a touch longer.
        """),
     "ask"),

    ("rn12", _t("""
        Cytomat 2C425   incubation log   plate YST-220
        08:00  start   SP 30.0 C   duration SP 01:00:00
        08:30  chamber 29.9 C
        09:00  end

        Growth was slow - repeat the incubation but hotter this time.
        """),
     "ask"),

    ("rn13", _t("""
        2024-07-08 10:11:02,114 - pylabrobot.centrifuge - INFO - VSpin.spin(g=800, duration=60)
        2024-07-08 10:12:19,560 - pylabrobot.centrifuge - INFO - VSpin: spin finished (at speed 58.9 s)
        2024-07-08 10:12:20,002 - pylabrobot.centrifuge - INFO - door opened

        Same spin but double the time.
        """),
     "spin rcf_g=800 duration_s=120 @agilent_vspin"),

    ("rn14", _t("""
        Opentrons OT-2 run log   Protocol: dilute_plate.py   Robot: OT2-CEZ-07
        Step 1   Picking up tip from A1 of Opentrons 96 Tip Rack 300 uL on 1
        Step 2   Transferring 50.0 uL from A1 of NEST 12 Well Reservoir 15 mL on 2 to every well of Corning 96 Well Plate 360 uL Flat on 3
        Step 3   Dropping tip into Trash on 12
        Run completed in 00:14:36

        Re-run it with half the volume, we over-diluted.
        """),
     "transfer volume_ul=25 @opentrons_ot2"),

    ("rn15", _t("""
        QInstruments BioShake 3000-T elm   run log
        12:20:01  shake start   SP 1500 rpm   SP 45 s
        12:20:03  actual 1493 rpm
        12:20:47  shake stop    ran 46.2 s

        Beads still clumped. Give it 10 s longer this time, same speed.
        """),
     "shake speed_rpm=1500 duration_s=55 @qinstruments_bioshake_3000t_elm"),

    ("rn16", _t("""
        VSpin run history (this afternoon)
        Run 31   2024-09-10 14:02   plate LIB-07   1000 x g   60 s   OK
        Run 32   2024-09-10 16:40   plate LIB-08   1000 x g   90 s   OK

        Double the time and spin the new plate.
        """),
     "ask"),

    ("rn17", _t("""
        a4S   event log   SN A4S-22-0419
        12:01:44   Seal cycle start   temp SP 175 C   time SP 8.0 s   (plate heater 174.6 C)
        12:01:56   Seal cycle complete

        Seal leaked at the edges. Reseal a fresh plate with double the sealing time,
        same temperature.
        """),
     "halted"),

    ("rn18", _t("""
        HighRes Cellario   Order 2024-118   Protocol "OD600 growth"
        Step 1/4   Liquid handling (Biomek i7)   Dispense 150 uL media   Completed
        Step 2/4   Seal (a4S)   170 C   1.5 s   Completed
        Step 3/4   Incubate   Instrument: Cytomat 2C450   Temperature: 37.0 C   Duration (hh:mm:ss): 01:30:00   Completed (elapsed 01:30:07)
        Step 4/4   Read   SpectraMax i3x   Absorbance 600 nm   Completed

        Repeat only step 3 for this plate.
        """),
     "incubate temperature_c=37 duration_s=5400 @cytomat_2c450"),

    ("rn19", _t("""
        SAMI EX run report (pasted from the PDF)
         #  Device            Action        Parameters
         1  Cytomat 2C425     Incubate      30 C, 90'
         2  SpectraMax i3x    Absorbance    600 nm
        Run ID 7781-2   Status: complete   Operator: TB

        Run both again on the replicate plate.
        """),
     "incubate temperature_c=30 duration_s=5400 @cytomat_2c425 > "
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("rn20", _t("""
        {"ts":"2024-11-04T09:00:01Z","step":1,"op":"shake","device":"bioshake-01","speed_rpm":600,"duration":"PT15M","temp_c":25.0,"status":"done"}
        {"ts":"2024-11-04T09:15:04Z","step":2,"op":"read_fluorescence","device":"spectramax-i3x","ex_nm":485,"em_nm":528,"status":"error","msg":"drawer jam"}

        Redo from the shake onwards.
        """),
     "shake speed_rpm=600 duration_s=900 temperature_c=25 @qinstruments_bioshake_3000t_elm > "
     "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x"),

    ("rn21", _t("""
        Cytomat 2C425 controller dump   (temperatures in units of 0.1 C, times in s)
        SET_TEMP=370
        SET_TIME=2700
        ACT_TEMP=368,369,371,370
        RESULT=OK

        Run the same incubation again for the next plate.
        """),
     "incubate temperature_c=37 duration_s=2700 @cytomat_2c425"),

    ("rn22", _t("""
        Centrifuge Run Report - Eppendorf 5424 R (US unit settings)
        Program: DNA pellet
        Speed: 16,000 rcf
        Time: 15:00 (min:s)
        Temperature setpoint: 39.2 F
        Chamber temperature at start: 41.0 F
        Result: Completed

        Please repeat this spin on the next set of tubes.
        """),
     "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r"),

    ("rn23", _t("""
        RUN REPORT                                   page 1 of 1
        Instrument .......... Eppendorf 5810 R
        Program ............. Plate spin 2
        Speed (rcf) ......... 2,000
                              x g
        Run time ............ 4
                              min
        Temperature ......... 15 C
        Status .............. OK

        Again please, plate 3.
        """),
     "spin rcf_g=2000 duration_s=240 temperature_c=15 @eppendorf_5810r"),

    ("rn24", _t("""
        FluentControl 3.4   Worklist trace   Run 0412
        003  Aspirate 50 ul from Trough_1 -> Dispense to Plate_2 A1:H12
             (liquid class Water Free Single)                         OK
        004  Mix  Plate_2 A1:H12  volume 40 ul
             cycles 8                                                 OK
        005  Shake  BioShake  1,200 rpm
             duration 00:02:00                                        OK

        Repeat 004 to 005.
        """),
     "mix volume_ul=40 cycles=8 @tecan_fluent > "
     "shake speed_rpm=1200 duration_s=120 @qinstruments_bioshake_3000t_elm"),

    ("rn25", _t("""
        Eppendorf Centrifuge 5810 R - Laufprotokoll
        Datum: 12.09.2024   Benutzer: AHOFF
        Programm: 4   RZB: 1.500 × g   Zeit (hh:mm:ss): 00:10:00
        Temperatur Soll: 4 °C   Temperatur Ist: 5,2 °C
        Bremse: 9   Status: Beendet

        Can you run this spin again for the second rack?
        """),
     "spin rcf_g=1500 duration_s=600 temperature_c=4 @eppendorf_5810r"),

    ("rn26", _t("""
        QInstruments BioShake 3000-T elm - Journal d'exécution
        Vitesse consigne : 1 800 tr/min     Vitesse mesurée : 1 796 tr/min
        Durée : 00:03:00
        Température consigne : 30,0 °C     Température mesurée : 29,8 °C
        État : terminé

        Please repeat, but at 37 C.
        """),
     "shake speed_rpm=1800 duration_s=180 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    ("rn27", _t("""
        測定ログ  2024/10/21
        ステップ1  振とう      BioShake        回転数 600 rpm   時間 60 秒    完了
        ステップ2  吸光度測定  SpectraMax i3x  波長 450 nm                    エラー (ドロワー開)

        Re-run step 2 only.
        """),
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("rn28", _t("""
        VWorks 13.1   Protocol: seal_and_spin.pro   Run 20240412-101500
        Task 1 of 2   PlateLoc Sealer   temp=170 C   time=1.5 s   complete
        Task 2 of 2   Centrifuge (VSpin)   1000 x g   60 s   complete

        Run the whole protocol again on the next plate.
        """),
     "ask"),

    ("rn29", _t("""
        VWorks 13.1   Protocol: seal_and_spin.pro   Run 20240215-091002
        Task 1 of 2   PlateLoc Sealer   temp=165 C   time=2.0 s   complete
        Task 2 of 2   Centrifuge (VSpin)   1200 x g   90 s   complete

        Run it again, but do the seal on our a4S - the PlateLoc went back to Agilent.
        """),
     "seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=1200 duration_s=90 @agilent_vspin"),

    ("rn30", _t("""
        VWorks   Protocol: bca_assay.pro   Run 20240722-130455
        Task 1 of 3   Bravo   Aspirate 25 uL / Dispense 25 uL   complete
        Task 2 of 3   Incubate (Cytomat 2C425)   37 C   30 min   complete
        Task 3 of 3   SpectraMax i3x   Absorbance 562 nm   FAILED (plate not detected)

        Only redo the failed read - the rest is done.
        """),
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),

    ("rn31", _t("""
        SoftMax Pro 7.1 export   Instrument: SpectraMax i3x
        Plate1   Read Mode: Absorbance   Wavelengths: 600   Read type: Endpoint
        ~End

        Repeat the read but at 1,100 nm for a turbidity check.
        """),
     "halted"),

    ("rn32", _t("""
        a4S   log   SN A4S-19-0077
        10:15:02   seal   SP 165 C   SP 2.5 s   complete
        Film lifted in the ODTC. Reseal the plate with the same time but at 210 C.
        """),
     "halted"),

    ("rn33", _t("""
        BioNex HiG4   run 2231   plate (96-well PCR)
        rcf setpoint 4000 x g   time 00:05:00   status completed

        Pellet is too loose. Again at 6,000 x g.
        """),
     "halted"),

    ("rn34", _t("""
        BioShake 3000-T elm   run log
        SP 2500 rpm   SP 60 s   actual 2497 rpm   done

        Repeat at 3,500 rpm, the beads need more.
        """),
     "halted"),

    ("rn35", _t("""
        BioShake 3000-T elm   run log (US lab, F display)
        Shake SP 1000 rpm   Time SP 00:10:00   Temp SP 203 F   Temp actual 202.6 F   done

        Denaturation was incomplete. Same again at 221 F.
        """),
     "halted"),

    ("rn36", _t("""
        VENUS 4.6 trace   Method: fill_plate.med   STAR SN 5521
        2024-04-02 14:01:10 > Aspirate (Single) - complete; 300 uL from Reservoir_1
        2024-04-02 14:01:24 > Dispense (Single) - complete; 300 uL to Cos_96_Fl (96-well standard plate, 360 uL wells)
        2024-04-02 14:09:55 > Method end

        Same again on a fresh plate with 400 uL per well so the wells are full.
        """),
     "halted"),

    ("rn37", _t("""
        Biomek i5   Run Log   Method: assay_fill.bmf
        Step 1   Transfer 80 uL buffer -> Greiner 384-well standard plate (all wells)   Completed

        Redo it with 150 uL per well.
        """),
     "halted"),

    ("rn38", _t("""
        Eppendorf 5424 R   run record
        1.5 mL tubes   21,000 x g   20 min   4 C   completed

        Supernatant still cloudy. Same again at 25,000 x g.
        """),
     "halted"),

    ("rn39", _t("""
        a4S   event log
        09:41:12   Seal cycle start   temp SP 160 C   time SP 1.0 s
        09:41:15   Seal cycle complete

        Film is warping. Reseal at 160 C but only 0.3 s.
        """),
     "halted"),

    ("rn40", _t("""
        INHECO ODTC   method log   Method: GAPDH_35   Lid 110 C   SN ODTC-96-3310
        Step 1   Temp 98.0 C   Hold 00:00:30
        Step 2   Temp 98.0 C   Hold 00:00:10
        Step 3   Temp 60.0 C   Hold 00:00:20
        Step 4   Temp 72.0 C   Hold 00:00:30
        Step 5   GOTO 2, 34 more times
        Step 6   Temp 72.0 C   Hold 00:05:00
        Step 7   Temp 4.0 C    Hold forever
        Run finished 15:44   block 4.1 C   lid 109.6 C

        Run it again exactly, new plate.
        """),
     "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("rn41", _t("""
        CFX Maestro - Run Information
        Instrument: CFX384 Touch   SN 788BR1234
        Sample Volume: 10 uL   Lid Temp: 105.0 C
        Protocol:
          1: 95.0 C for 3:00
          2: 95.0 C for 0:10
          3: 60.0 C for 0:30  + Plate Read
          4: GOTO 2, 39 more times
        END
        Run ended 16:02   last block temp read 59.8 C

        Rerun this protocol on the CFX384 with the fresh plate.
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("rn42", _t("""
        ODTC method log   Method: ITS_amp   Lid 105 C
        Program: 95 C 3 min | 35 x (95 C 15 s, 55 C 30 s, 72 C 45 s) | 72 C 7 min | hold 10 C
        11:02:40   cycle 23/35   denaturation   block 94.8 C
        11:02:41   ERROR 0x41 lid heater fault   run ABORTED

        Start the whole program over from the beginning with fresh reactions.
        """),
     "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=15 annealing_c=55 annealing_s=30 extension_c=72 extension_s=45 "
     "final_extension_c=72 final_extension_s=420 hold_c=10 @inheco_odtc"),

    ("rn43", _t("""
        QuantStudio 7 Pro   Run summary   Experiment: RPLP0_val
        Hold Stage:  95.0 C  00:10:00
        PCR Stage:   40 cycles   95.0 C 00:00:15   60.0 C 00:01:00
        Status: Completed

        Run the same again on the QuantStudio in room 4.
        """),
     "ask"),

    ("rn44", _t("""
        QuantStudio 5   Run summary   Experiment: ACTB_check
        Hold Stage:  95.0 C  00:10:00
        PCR Stage:   40 cycles   95.0 C 00:00:15   60.0 C 00:01:00
        Status: Completed   Reaction volume 20 uL

        Our QuantStudio is gone; run this same program on the CFX384.
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 "
     "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),

    ("rn45", _t("""
        Cellario   Order 55102   Protocol "Luc reporter"
        Step 1/5   Retrieve plate from Cytomat 2C425                   OK        08:00:12
        Step 2/5   Transfer 20 uL reagent (Biomek i7)                  OK        08:02:40
        Step 3/5   Shake   BioShake   1,000 rpm   00:02:00             OK        08:05:01
        Step 4/5   Incubate   Cytomat 2C425   25 C   00:10:00          OK        08:17:22
        Step 5/5   Luminescence   SpectraMax i3x   integration 1 s     ABORTED   08:18:03

        Repeat from step 3.
        """),
     "shake speed_rpm=1000 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "incubate temperature_c=25 duration_s=600 @cytomat_2c425 > "
     "read_luminescence integration_s=1 @spectramax_i3x"),

    ("rn46", _t("""
        Momentum 5.3   Order 6120
        Step 1   Seal   a4S   170 C   2 s          done
        Step 2   Spin   VSpin   1000 x g   60 s     done
        Step 3   Peel   XPeel                      done
        Step 4   Fluorescence   SpectraMax i3x   Ex 535 nm / Em 590 nm   done

        Run all of it again on plate 2 but skip the seal and the peel; that plate goes on open.
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > "
     "read_fluorescence excitation_nm=535 emission_nm=590 @spectramax_i3x"),

    ("rn47", _t("""
        Biomek i5 - Run Log   Method: NormPlate.bmf
        [10:01:05]  Step 1  Transfer 40 uL buffer -> Dest plate    Completed
        [10:04:18]  Step 2  Transfer 10 uL DNA -> Dest plate       Error: tip pickup failed (ALP 3)   Method aborted

        Redo only what failed.
        """),
     "transfer volume_ul=10 @biomek_i5"),

    ("rn48", _t("""
        Green Button Go   Order 9921
        Step 1   Read absorbance 405 nm (SpectraMax i3x)          FAILED: plate not detected, skipped
        Step 2   Shake BioShake 800 rpm 30 s                      OK
        Step 3   Read fluorescence Ex 485 / Em 535 (SpectraMax i3x)   FAILED: drawer error, skipped

        Redo what failed; don't repeat the shake.
        """),
     "read_absorbance wavelength_nm=405 @spectramax_i3x > "
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),

    ("rn49", _t("""
        Eppendorf 5810 R   Run report
        Program 7   Speed: 1,800 x g   Time: 00:0
        [rest of the paste got cut off]

        Run it again please.
        """),
     "ask"),

    ("rn50", _t("""
        VWorks   Protocol: cleanup_spin.pro
        Task 1 of 1   Centrifuge::Spin   device=VSpin   g-force=2500   time=180 s   complete

        The VSpin is down for service; do the same spin on the HiG4.
        """),
     "spin rcf_g=2500 duration_s=180 @bionex_hig4"),

    ("rn51", _t("""
        VENUS trace   Method: resuspend.med   STAR SN 5521
        > Aspirate - complete; 75 uL from Trough_300mL
        > Dispense - complete; 75 uL to Plate_96 (all wells)
        > Mix - complete; 50 uL x 3 cycles in Plate_96
        > Method end

        Replay the whole thing on the Fluent instead of the STAR.
        """),
     "transfer volume_ul=75 @tecan_fluent > mix volume_ul=50 cycles=3 @tecan_fluent"),

    ("rn52", _t("""
        Opentrons OT-2   run log   Protocol: buffer_add.py
        Step 2   Transferring 30.0 uL from A1 of reservoir on 2 to A1...H12 of 96 well plate on 3
        Run completed

        Columns 1-3 came out empty (tips didn't seat). Redo the transfer into columns 1-3 only.
        """),
     "transfer volume_ul=30 wells=24 @opentrons_ot2"),

    ("rn53", _t("""
        SoftMax Pro export   Instrument: SpectraMax i3x
        Read Mode: Luminescence   Integration time: 500 ms   Read height: 1.00 mm   Temperature: 24.8 C

        Same read again, but first let the plate sit 10 min at 25 C in the Cytomat 2C425.
        """),
     "incubate temperature_c=25 duration_s=600 @cytomat_2c425 > "
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("rn54", _t("""
        SoftMax Pro 7.1   Plate: RFP_screen   Instrument: SpectraMax i3x (SN 36012)
        Read Mode: Fluorescence   Ex 560 nm   Em 590 nm   PMT gain: Medium   Flashes: 6
        Chamber temperature: 25.3 C
        Read completed 10:42

        Repeat the read, I bumped the plate.
        """),
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),

    ("rn55", _t("""
        BindIt 4.0   Run Report
        Protocol: MagMAX_Viral_96   Instrument: KingFisher Flex   SN 711-20931
        Start 09:10   End 09:42   Status: Completed with warnings (tip comb check)

        Please run the same BindIt protocol again on the KingFisher for plate 2.
        """),
     "run_program @kingfisher_flex"),

    ("rn56", _t("""
        LabChip GX Touch HT - Run summary
        Assay: DNA 5K   Plate: 96   Samples run: 96   Ladder: OK
        Flagged (no peaks): A1-A12, B1-B12 (24 samples)

        Rerun just the 24 flagged samples.
        """),
     "run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("rn57", _t("""
        FluentControl   Run 0553
        001  Aspirate 100 ul Trough_1 -> Dispense Plate_1 (96)          OK
        002  Mix Plate_1 all wells   50 ul   10 times                   OK
        003  Transfer Plate_1 -> BioShake                               OK

        Only redo the mixing.
        """),
     "mix volume_ul=50 cycles=10 @tecan_fluent"),

    ("rn58", _t("""
        Cellario   Order 7710
        [1]  Cytomat 2C425  ->  retrieve plate REP-17        OK
        [2]  SpectraMax i3x   Absorbance 600 nm              OK
        [3]  Cytomat 2C425  <-  store plate REP-17           OK

        Run all three steps again.
        """),
     "retrieve @cytomat_2c425 > read_absorbance wavelength_nm=600 @spectramax_i3x > store @cytomat_2c425"),

    ("rn59", _t("""
        Momentum   Process: Peel_Read450_Seal180   Order 3380
        Step 1   Peel   XPeel                                OK
        Step 2   Absorbance   SpectraMax i3x   450 nm        OK
        Step 3   Seal   a4S   SP 170 C   SP 1.5 s            OK   (heater 169.4 C)

        Run it again exactly as logged - ignore the process name, it's from an old version.
        """),
     "peel @azenta_xpeel > read_absorbance wavelength_nm=450 @spectramax_i3x > "
     "seal temperature_c=170 duration_s=1.5 @azenta_a4s"),

    ("rn60", _t("""
        Momentum event log (two runs today)
        Run 881  10:02  Shake BioShake 1,000 rpm 00:05:00 -> Incubate Cytomat 2C450 37 C 01:00:00   Completed
        Run 882  13:47  Shake BioShake 1,400 rpm 00:02:00 -> Incubate Cytomat 2C450 37 C 00:30:00   Completed

        Repeat run 882 for the new plate.
        """),
     "shake speed_rpm=1400 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "incubate temperature_c=37 duration_s=1800 @cytomat_2c450"),

    ("rn61", _t("""
        Green Button Go   two orders exported together
        Order 5001   Step 1  Spin VSpin 1000 x g 60 s   OK
                     Step 2  Shake BioShake 1,000 rpm 60 s   OK
                     Step 3  Absorbance SpectraMax i3x 450 nm   OK
        Order 5002   Step 1  Spin VSpin 2000 x g 120 s   OK
                     Step 2  Shake BioShake 1,500 rpm 30 s   OK
                     Step 3  Absorbance SpectraMax i3x 620 nm   OK

        Repeat from step 2.
        """),
     "ask"),

    ("rn62", _t("""
        BioShake 3000-T elm   run log   plate ELISA-12
        SP 900 rpm   SP 00:05:00   actual 902 rpm   done

        SOP QC-114 says 1,100 rpm for this wash. Redo the shake with the SOP value, same time.
        """),
     "shake speed_rpm=1100 duration_s=300 @qinstruments_bioshake_3000t_elm"),

    ("rn63", _t("""
        5424 R   run record
        Program 5   12,000 x g   10 min   4 C   completed
        NOTE (operator): SOP says 14,000 x g for this prep.

        Run it again with whichever is correct.
        """),
     "ask"),

    ("rn64", _t("""
        HiG4   run 3310   plate   3000 x g   00:02:00   completed

        Sonicate the plate 30 s and then run the spin again.
        """),
     "ask"),

    ("rn65", _t("""
        Eppendorf 5424 R   Program 1 "spin 5 min"
        Speed 12,800 rpm (16,000 x g)   Time 10:00 min   Temp 4 C   actual 4.4 C   completed

        Run again exactly as logged, the program name is just a label.
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("rn66", _t("""
        SoftMax Pro 7.1 GxP - Audit trail   Instrument: SpectraMax i3x
        2024-08-01 09:12:03   jdoe     Protocol "BCA"   Wavelength changed 526 -> 562 nm   Reason: typo   [e-signed]
        2024-08-01 09:13:40   jdoe     Read started   Absorbance 562 nm
        2024-08-01 09:14:22   system   Read aborted: plate drawer fault

        Repeat the aborted read.
        """),
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),

    ("rn67", _t("""
        Opentrons app - run log   Robot: OT-2 "Bert"
        1. Transferring 20.0 uL from 1 of Reservoir to all 96 wells of Plate on 3
        2. Mixing 5 times with a volume of 10.0 uL
        Completed 14:22

        Run it again, but skip the mixing.
        """),
     "transfer volume_ul=20 @opentrons_ot2"),

    ("rn68", _t("""
        Hamilton STAR   run export (CSV)
        step,action,source,destination,volume_mL,status
        1,transfer,Reservoir_1,Plate_96 A1:H12,0.050,OK

        Do it again for the next plate.
        """),
     "transfer volume_ul=50 @hamilton_star"),

    ("rn69", _t("""
        Green Button Go 2.x   Process "Starter-OD"
        Step 1   Biomek i7    Dispense 180 uL media          OK
        Step 2   Cytomat 2C450   Incubate   Temp 37 C   Time 1h30   OK
        Step 3   SpectraMax i3x   Absorbance 600 nm          OK

        Repeat steps 2 and 3 but incubate at 30 C.
        """),
     "incubate temperature_c=30 duration_s=5400 @cytomat_2c450 > "
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("rn70", _t("""
        Biomek i7 Hybrid   run log   Method: resuspend_dw.bmf
        Step 1   Transfer 100 uL from reservoir to 96 deep-well plate (all wells)   Completed
        Step 2   Mix 200 uL x 8 cycles                                                Completed

        Run again, same but 2 more mix cycles.
        """),
     "transfer volume_ul=100 @biomek_i7_hybrid > mix volume_ul=200 cycles=10 @biomek_i7_hybrid"),
]
