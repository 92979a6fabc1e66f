"""Hold-out batch: rows pasted from a spreadsheet (Excel / Google Sheets / LibreOffice).

Style
-----
The request is a block of rows copied out of a spreadsheet and pasted into the request box:
columns separated by tabs (or by runs of spaces when the paste went through a plain-text
editor), a header row whose cells carry the units in brackets ('Volume (µL)', 'Time [min]',
'Speed (x g)', 'Temp (°C)', 'Time (hh:mm:ss)'), sometimes the sheet's own row numbers or
column letters, blank cells or ditto marks (") meaning "same as the row above", a Notes /
Comments column that sometimes names the instrument and sometimes is just an aside, a
Total / Sum row, and often a one-line sentence above or below the rows saying what to do
with them ("please run rows 3-5 only", "do these on the STAR"). Authors vary: a plate-reader
core, a PCR set-up person, a cell-culture tech, a bead clean-up person, a QC analyst.

Reading rules a careful lab engineer applies
--------------------------------------------
* The header gives the unit of every number in its column: a bare "5" under 'Time [min]' is
  300 s, "0.1" under 'Vol (mL)' is 100 µL, "500" under 'Integration (ms)' is 0.5 s, "500"
  under 'Volume (nL)' is 0.5 µL, "00:05:00" under 'Time (hh:mm:ss)' is 300 s, "05:00" under
  '(mm:ss)' is 300 s. A unit written in the cell itself wins for that cell.
* A blank cell (or a lone " / ditto mark) in a step's row takes the value from the nearest
  filled cell above it in the same column, but only when that parameter applies to the
  row's operation; a blank in a column that does not apply to the row (a volume on an
  incubation row, a temperature on a pipetting row) is simply "not applicable". "—", "-",
  "n/a" mean no value. A blank in the very first row of a column, with nothing above it,
  is a missing value.
* Each row is one step, run top to bottom, unless a "Step #" / "Order" column gives a
  different order (then that column decides) or the sentence says otherwise ("spin first").
* Totals / Sum rows and "for N wells + 10 %" columns are bookkeeping, not steps and not
  per-well volumes - except where the request explicitly says to use the total (e.g.
  "put the row-6 total into each well").
* The sentence around the rows restricts the run: "run rows 3-5 only", "row 2 is for the
  robot, row 3 I do by hand", a Run? column with Y/N, rows marked done / old / last week
  are not run. Sheet row numbers, column letters, plate barcodes, catalogue and lot
  numbers, room numbers, dates, seeding densities, concentrations, acceptance criteria
  and gains are context, never step values.
* "do these on the STAR" (or a Notes cell naming an instrument) sets the device for the
  rows it covers; the device is listed only when the sheet or the sentence names it
  (everyday names and aliases count: plate reader -> SpectraMax, sealer -> a4S,
  hotel -> Cytomat 24, Cytomat / incubator -> Cytomat 2C450).
* A well range that covers part of a plate (A1:H6, rows A-D, col 1) becomes wells=N on
  that transfer.
* A cycling table (step / temp / time / cycles) is ONE run_pcr (ODTC) or run_qpcr
  (CFX384) step; the cycle count on the denature row applies to the whole cycled block;
  a Hold row with an infinite time gives hold_c.
* Halt when a value that IS to be run is outside every suitable instrument's limit (plate
  spin above 5000 x g, seal above 200 °C, shake above 3000 rpm, absorbance below 230 nm,
  more liquid than the well holds, a 1.5 mL tube above 21,130 x g, a luminescence
  integration above 60 s). An impossible value in a row that is not run does not halt.
* Ask when a value that matters is missing (first-row blank, "see other tab"), when a cell
  holds two competing values, when a centrifuge speed is in rpm only, when the row needs
  an instrument the lab does not have (Echo, Qubit ...), or an operation no instrument
  does (vortex, sonicate).
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ================================================================ one step
    ("sp01_core_bca_abs", _t("""
        Hi core team - plate for Thurs, details below (pasted from my sheet)

        Plate ID\tAssay\tRead\tWavelength (nm)\tNotes
        P-0412\tBCA\tAbs\t562\tSpectraMax pls, I'm in room 3.14
        """),
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),

    ("sp02_core_fi_gain", _t("""
        #\tMode\tEx [nm]\tEm [nm]\tGain\tComments
        1\tFI\t485\t535\t100\tfluorescein std curve, 0-10 uM
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535"),

    ("sp03_core_lum_ms", _t("""
        Assay\tRead type\tIntegration (ms)\tPlate\tComments
        CellTiter-Glo\tLum\t500\twhite 96, Greiner 655098\tSpectraMax
        """),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("sp04_row3_only_spin", _t("""
        please run row 3 only, rows 2 and 4 are from last week

        Row\tStep\tSpeed (x g)\tTime (min)\tTemp (°C)
        2\tPre-spin\t500\t1\t
        3\tPellet\t1500\t10\t4
        4\tPellet\t2000\t15\t4
        """),
     "spin rcf_g=1500 duration_s=600 temperature_c=4"),

    ("sp05_star_buffer_total", _t("""
        do these on the STAR

        Reagent\tVol/well (µL)\tPlate\tTrough
        Assay buffer\t40\twhole 96\t1
        Total\t\t\t3.84 mL + dead vol
        """),
     "transfer volume_ul=40 @hamilton_star"),

    ("sp06_fluent_nl_cols", _t("""
        Well range\tVolume (nL)\tSource plate\tNotes
        A1:H6\t500\tCP-19 (cmpds, 10 mM)\tFluent, into the 96-well assay plate
        """),
     "transfer volume_ul=0.5 wells=48 @tecan_fluent"),

    ("sp07_seal_a4s", _t("""
        Sealing for tomorrow's PCR plates, same as SOP-PCR-004 rev 3:

        Step\tTemp (°C)\tTime (s)\tInstrument
        Seal\t170\t2.5\ta4S
        """),
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),

    ("sp08_peel_barcode", _t("""
        Barcode\tSeal type\tAction\tComments
        PL00231\tfoil (heat)\tpeel\tXPeel, then just leave it on the deck
        """),
     "peel @azenta_xpeel"),

    ("sp09_bioshake_hms", _t("""
        Step\tSpeed (rpm)\tTime (hh:mm:ss)\tTemp (C)\tNotes
        Shake\t1200\t00:05:00\t—\tBioShake
        """),
     "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm"),

    ("sp10_cc_cytomat_24h", _t("""
        Plate\tCell line\tTemp [°C]\tTime [h]\tLocation
        CC-0311\tHEK293T\t37\t24\tCytomat
        """),
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),

    ("sp11_rt_equilibrate", _t("""
        Step\tDuration (min)\tWhere\tWho
        Equilibrate plate to RT\t30\tbench\tJS
        """),
     "incubate duration_s=1800"),

    ("sp12_store_hotel", _t("""
        Plate\tStore at (°C)\tWhere\tUntil
        QC-221\t4\tCytomat 24 hotel\tMon 14th
        """),
     "store temperature_c=4 @cytomat_24"),

    ("sp13_pcr_cycling_odtc", _t("""
        ODTC please, 1 plate (96 rxns) - cycling below

        Step\tTemp (°C)\tTime (sec)\tCycles
        Initial denat\t98\t30\t1
        Denature\t98\t10\t30
        Anneal\t62\t15\t
        Extend\t72\t20\t
        Final extension\t72\t120\t1
        Hold\t4\t∞\t
        """),
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=15 "
     "extension_c=72 extension_s=20 final_extension_c=72 final_extension_s=120 "
     "hold_c=4 @inheco_odtc"),

    ("sp14_qpcr_cfx384_stages", _t("""
        CFX384, SYBR, plate QP-77

        Stage\tStep\tTemp (C)\tTime\tReps
        1\tActivation\t95\t3 min\t1
        2\tDenature\t95\t10 s\t40
        \tAnneal (no separate ext.)\t60\t30 s\t
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("sp15_qc_labchip_count", _t("""
        Plate\tAssay\t# samples\tNotes
        LIB-88\tDNA High Sens\t48\tLabChip GX; re-run the ladder if it fails
        """),
     "run_assay sample_count=48 @labchip_gx_touch_ht"),

    ("sp16_kf_program", _t("""
        Run\tProgram\tPlate type\tNotes
        1\tMagMAX_Viral_96_v2\t96 DW\tKingFisher Flex - 200 µL sample already in
        """),
     "run_program @kingfisher_flex"),

    ("sp17_pf400_move", _t("""
        From     To           Plate     By
        VSpin    SpectraMax   ELISA-3   PF400 arm
        (just the move please, the read is on Amir's booking)
        """),
     "move_plate @precise_pf400"),

    ("sp18_hig4_pcr_plate", _t("""
        Plate\tType\tRCF\tTime (s)\tCentrifuge
        PCR-01\t96 PCR, skirted\t4000\t60\tHiG4
        """),
     "spin rcf_g=4000 duration_s=60 @bionex_hig4"),

    ("sp19_vspin_primes", _t("""
        Spin\tForce (×g)\tDuration\tNotes
        Pre-read\t800\t1'30"\tVSpin, balance plate goes in bucket 2
        """),
     "spin rcf_g=800 duration_s=90 @agilent_vspin"),

    ("sp20_5424_lysates", _t("""
        Tubes\tSpeed (x g)\tTime (min)\tTemp (°C)\tNotes
        1-12\t16,000\t10\t4\t5424 R, lysates
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("sp21_5810_conical", _t("""
        Flask     Cells      Spin (g)   Time (min)   Notes
        T75 #3    HeLa p12   300        5            in 50 mL Falcon, the 5810
        """),
     "spin rcf_g=300 duration_s=300 @eppendorf_5810r"),

    ("sp22_ot2_media_ml", _t("""
        Reagent\tVol (mL)\tInto\tRobot
        Media (DMEM + 10% FBS)\t0.1\tevery well\tOT-2
        """),
     "transfer volume_ul=100 @opentrons_ot2"),

    ("sp23_i7_mix", _t("""
        Step\tMix vol (uL)\tCycles\tNotes
        Resuspend beads\t150\t10\ton the i7 w/ 96 head
        """),
     "mix volume_ul=150 @biomek_i7_hybrid"),

    ("sp24_flex_rows_ad", _t("""
        Target\tWells\tVol (µl)\tInstrument
        96-well assay plate\trows A–D\t25\tFlex
        """),
     "transfer volume_ul=25 wells=48 @opentrons_flex"),

    ("sp25_ditto_today", _t("""
        Date\tPlate\tλ (nm)\tNotes
        12/05\tELISA-1\t450\tdone
        19/05\tELISA-2\t450\tdone
        26/05\tELISA-3\t"\t<- this one today, plate reader
        """),
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("sp26_sealer_lot", _t("""
        Plate    Seal temp (deg C)   Seal time (sec)   Notes
        DW-17    165                 3                 sealer, clear film (lot 22C118)
        """),
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("sp27_odtc_inactivation", _t("""
        Step\tTemp\tTime\tWhere
        Enzyme inactivation\t65 °C\t20 min\tODTC
        """),
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    ("sp28_i5_samples_sum", _t("""
        i5: 20 µL of each sample into column 1 of the PCR plate (blank = same as above)

        Sample\tVol (µL)\tDest
        S01\t20\tA1
        S02\t\tB1
        S03\t\tC1
        S04\t\tD1
        S05\t\tE1
        S06\t\tF1
        S07\t\tG1
        S08\t\tH1
        Sum\t160\t
        """),
     "transfer volume_ul=20 wells=8 @biomek_i5"),

    ("sp29_thermomix", _t("""
        Step        rpm    min   °C    Device
        Thermomix   1500   10    37    BioShake 3000-T
        """),
     "shake speed_rpm=1500 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    ("sp30_cc_72h_density", _t("""
        Plate\tSeeding density\tIncubate\tTemp\tNotes
        CC-07\t5,000 cells/well\t72 hrs\t37C\tCytomat, 5% CO2, top stack
        """),
     "incubate temperature_c=37 duration_s=259200 @cytomat_2c450"),

    ("sp31_exem_one_cell", _t("""
        Dye\tEx/Em (nm)\tRead from\tNotes
        resazurin\t560/590\ttop\ti3x, 25 flashes
        """),
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),

    ("sp32_letters_row2", _t("""
        \tA\tB\tC\tD
        1\tStep\tg\tmin\tCentrifuge
        2\tPellet cells (96 U-bottom)\t400\t5\t5810R
        3\tWash\t—\t—\t(by hand)

        row 2 is for the robot, row 3 I'll do by hand
        """),
     "spin rcf_g=400 duration_s=300 @eppendorf_5810r"),

    ("sp33_fluent_plus10", _t("""
        Reagent\tµL/well\tµL for 384 + 10%\tNotes
        Detection mix\t10\t4224\tFluent
        """),
     "transfer volume_ul=10 @tecan_fluent"),

    ("sp34_labchip_rowcount", _t("""
        LabChip all of these please (RNA assay), plate QC-0530

        Row\tSample\tConc (ng/µL)\tRIN req.
        2\tQC-001\t12.1\t≥7
        3\tQC-002\t9.4\t≥7
        4\tQC-003\t15.0\t≥7
        5\tQC-004\t11.2\t≥7
        6\tQC-005\t7.9\t≥7
        7\tQC-006\t10.3\t≥7
        8\tQC-007\t13.6\t≥7
        9\tQC-008\t6.5\t≥7
        10\tQC-009\t12.8\t≥7
        11\tQC-010\t9.9\t≥7
        12\tQC-011\t14.4\t≥7
        13\tQC-012\t8.8\t≥7
        """),
     "run_assay sample_count=12 @labchip_gx_touch_ht"),

    ("sp35_lum_2s", _t("""
        Read\tIntegration time [s]\tGain\tPlate
        Lum (NanoLuc)\t2\thigh\twhite 384, SpectraMax
        """),
     "read_luminescence integration_s=2 @spectramax_i3x"),

    ("sp36_overnight_dw", _t("""
        Plate                   Organism       Temp     Time               Where
        Deep-well 96 (2.2 mL)   E. coli BL21   30 deg   16 h (overnight)   Cytomat
        """),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),

    ("sp37_run_y_only", _t("""
        Reagent\tVol (uL)\tRun?
        Lysis buffer\t200\tN (done Tues)
        Proteinase K\t20\tY
        Ethanol\t200\tN
        do these on the STAR
        """),
     "transfer volume_ul=20 @hamilton_star"),

    ("sp38_vspin_last_time", _t("""
        Pre-read spin   Speed (x g)   Time (s)   Notes
        ELISA-4         1000          60         VSpin (last time we did 500 and got bubbles)
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("sp39_colony_mmss", _t("""
        Colony PCR, 25 cycles, ODTC

        Step\t°C\tTime (mm:ss)
        Lyse/denat\t95\t05:00
        Denat\t95\t00:30
        Anneal\t55\t00:30
        Extend\t72\t01:00
        Hold\t10\tforever
        """),
     "run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=300 "
     "denaturation_c=95 denaturation_s=30 annealing_c=55 annealing_s=30 "
     "extension_c=72 extension_s=60 hold_c=10 @inheco_odtc"),

    ("sp40_i7_384_rows", _t("""
        Plate\tRows\tVol (µL)\tNotes
        384 assay plate (Greiner 781096)\tA–H\t2.5\ti7, 384 head
        """),
     "transfer volume_ul=2.5 wells=192 @biomek_i7_hybrid"),

    # ================================================================ two to four steps
    ("sp41_spin_note_first", _t("""
        Plate\tRead\tλ (nm)\tNotes
        BCA-11\tAbs\t562\tspin it 1 min at 1000 x g in the VSpin before the read
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=562"),

    ("sp42_two_abs_reads", _t("""
        On the SpectraMax, in this order:

        Read #\tMode\tWavelength (nm)\tNotes
        1\tAbs\t450\tsignal
        2\tAbs\t570\tbackground / ref
        """),
     "read_absorbance wavelength_nm=450 @spectramax_i3x > "
     "read_absorbance wavelength_nm=570 @spectramax_i3x"),

    ("sp43_mm_total_star_seal", _t("""
        \tReagent\t1x (µL)\t100x (µL)
        2\tWater\t7.5\t750
        3\t2x Q5 MM\t12.5\t1250
        4\tPrimer F (10 µM)\t1.25\t125
        5\tPrimer R (10 µM)\t1.25\t125
        6\tTotal\t22.5\t2250

        MM is already made up (rows 2-5). STAR: put the row-6 1x total of MM into each well,
        then 2.5 µL template on top. Seal on the a4S at 165 °C for 2 s afterwards.
        """),
     "transfer volume_ul=22.5 @hamilton_star > transfer volume_ul=2.5 @hamilton_star > "
     "seal temperature_c=165 duration_s=2 @azenta_a4s"),

    ("sp44_cc_seed_treat", _t("""
        Step\tWhat\tVol (µL)\tTemp (°C)\tTime\tWhere
        1\tSeed cells (4,000/well)\t90\t\t\tFlex
        2\tAttach\t\t37\t24 h\tCytomat
        3\tAdd cmpd (10x)\t10\t\t\tFlex
        4\tTreat\t\t37\t48 h\tCytomat
        """),
     "transfer volume_ul=90 @opentrons_flex > "
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > "
     "transfer volume_ul=10 @opentrons_flex > "
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450"),

    ("sp45_ctg_readout", _t("""
        #\tStep\tVolume (µL)\tSpeed (rpm)\tTime [min]\tNotes
        1\tCellTiter-Glo\t100\t\t\tSTAR
        2\tShake\t\t500\t2\tBioShake
        3\tSit\t\t\t10\tRT, dark
        4\tRead lum\t\t\t—\tSpectraMax, 0.5 s/well
        """),
     "transfer volume_ul=100 @hamilton_star > "
     "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "incubate duration_s=600 > read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("sp46_rows_3_5_only", _t("""
        Row\tStep\tSetting\tTime\tInstrument
        2\tSpin\t6500 x g\t2 min\tHiG4 (old protocol)
        3\tPeel\t—\t—\tXPeel
        4\tAdd stop soln\t50 µL\t—\ti7
        5\tRead abs\t450 nm\t—\tSpectraMax
        6\tStore\t4 °C\t—\thotel

        Please run rows 3-5 only.
        """),
     "peel @azenta_xpeel > transfer volume_ul=50 @biomek_i7_hybrid > "
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("sp47_5424_blank_same", _t("""
        Column kit spins - I add the buffers by hand, just the spins on the 5424 R.
        Blank = same as above.

        Step\tx g\tmin
        Bind\t11000\t1
        Wash\t\t
        Dry spin\t16000\t2
        """),
     "spin rcf_g=11000 duration_s=60 @eppendorf_5424r > "
     "spin rcf_g=11000 duration_s=60 @eppendorf_5424r > "
     "spin rcf_g=16000 duration_s=120 @eppendorf_5424r"),

    ("sp48_ampure_bind", _t("""
        All on the i7:

        Step\tVol (µL)\tTime\tNotes
        Add AMPure XP (1.8x)\t90\t\tsample is 50 µL
        Mix\t100\t\t10x
        Bind\t—\t5 min\tRT
        """),
     "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100 @biomek_i7_hybrid > "
     "incubate duration_s=300"),

    ("sp49_elution_rows", _t("""
        \tStep\tVolume (ul)\trpm\tDuration
        12\tAdd EB\t25\t\t
        13\tShake to resuspend\t\t1800\t2 min
        14\tElute (RT)\t\t\t2 min

        rows 12-14 on the Fluent + BioShake pls
        """),
     "transfer volume_ul=25 @tecan_fluent > "
     "shake speed_rpm=1800 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "incubate duration_s=120"),

    ("sp50_qc_peel_labchip", _t("""
        Plate\tSeal\tAssay\tSamples
        QC-0917\theat seal\tDNA 5K\t88

        XPeel it first, then onto the LabChip
        """),
     "peel @azenta_xpeel > run_assay sample_count=88 @labchip_gx_touch_ht"),

    ("sp51_qc_260_280", _t("""
        Parameter\tWavelength (nm)\tAcceptance
        A260\t260\t—
        A280\t280\t260/280 ≥ 1.8

        Both reads on the plate reader, UV plate, 260 first.
        """),
     "read_absorbance wavelength_nm=260 @spectramax_i3x > "
     "read_absorbance wavelength_nm=280 @spectramax_i3x"),

    ("sp52_seal_then_spin", _t("""
        Step\tSetting 1\tSetting 2\tInstrument
        Seal\t175 °C\t2 s\ta4S
        Spin\t1000 x g\t1 min\tVSpin
        """),
     "seal temperature_c=175 duration_s=2 @azenta_a4s > "
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("sp53_qpcr_setup_two_tabs", _t("""
        Tab "setup" (384 PCR plate):
        Component\tµL/well\tNotes
        SYBR MM\t5\tFluent
        cDNA (1:10)\t2\tFluent
        Total\t7\t

        Tab "cycling":
        Step\t°C\tsec\tcycles
        Activation\t95\t120\t1
        Denat\t95\t5\t40
        Anneal\t60\t30\t

        Seal on the a4S (165 °C / 2 s) before it goes in the CFX384.
        """),
     "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > "
     "seal temperature_c=165 duration_s=2 @azenta_a4s > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("sp54_cc_spin_plate", _t("""
        Step            Setting      Time    Temp (°C)   Where
        Spin cells      200 x g      4 min   20          5810 (50 mL tubes)
        Plate cells     100 µL/well  -       -           OT-2, cols 1-11 of the 96
        """),
     "spin rcf_g=200 duration_s=240 temperature_c=20 @eppendorf_5810r > "
     "transfer volume_ul=100 wells=88 @opentrons_ot2"),

    ("sp55_sorted_by_instrument", _t("""
        (sheet is sorted by instrument - run in Step # order)

        Instrument\tStep #\tAction\tValue\tTime
        BioShake\t2\tshake\t800 rpm\t1 min
        SpectraMax\t4\tread FI\tex 530 / em 590\t
        STAR\t1\tadd reagent\t20 µL\t
        Cytomat\t3\tincubate\t37 °C\t1 h
        """),
     "transfer volume_ul=20 @hamilton_star > "
     "shake speed_rpm=800 duration_s=60 @qinstruments_bioshake_3000t_elm > "
     "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=530 emission_nm=590 @spectramax_i3x"),

    ("sp56_move_then_hotel", _t("""
        Plate\tNext\tTemp\tNotes
        ASSAY-5\thotel (Cytomat 24)\t4 °C\tPF400 moves it there
        """),
     "move_plate @precise_pf400 > store temperature_c=4 @cytomat_24"),

    ("sp57_elisa_rows_7_9", _t("""
        Step\tReagent\tVol (µL)\tIncubation\tNotes
        7\tTMB\t100\t15 min\tRT, dark
        8\tStop (1 M H2SO4)\t50\t—\t
        9\tRead\t—\t—\t450 nm

        Rows 7-9 on the i5, read on the SpectraMax. (Steps 1-6 done yesterday.)
        """),
     "transfer volume_ul=100 @biomek_i5 > incubate duration_s=900 > "
     "transfer volume_ul=50 @biomek_i5 > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("sp58_flex_beads_kf", _t("""
        Step\tVol (µL)\tInstrument\tComments
        Beads into DW plate\t20\tFlex\tvortex the bottle by hand first
        Purification\t—\tKingFisher\tprogram "DNA_CLEAN_96"
        """),
     "transfer volume_ul=20 @opentrons_flex > run_program @kingfisher_flex"),

    ("sp59_odtc_two_holds", _t("""
        On the ODTC, one after the other:

        Step\tTemp (°C)\tTime (min)
        End repair\t20\t30
        A-tailing\t65\t30
        """),
     "incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1800 @inheco_odtc"),

    ("sp60_fluent_blank_inherit", _t("""
        Reagent\tVol (µL)\tWells (96 plate)\tRobot
        Buffer A\t50\tA1-H12\tFluent
        Buffer B\t\tA1-H6\t
        """),
     "transfer volume_ul=50 @tecan_fluent > transfer volume_ul=50 wells=48 @tecan_fluent"),

    ("sp61_ditto_temp_grow", _t("""
        \tAction\tSpeed\tTemp\tDuration\tNotes
        1\tMix\t1000 rpm\t30 °C\t30 s\tBioShake
        2\tGrow\t–\t"\t16 h\tCytomat
        """),
     "shake speed_rpm=1000 duration_s=30 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),

    ("sp62_fi_then_lum", _t("""
        Read order as listed, SpectraMax:

        Order   Mode   Ex (nm)   Em (nm)   Integration (s)
        1       FI     485       520       -
        2       Lum    -         -         1
        """),
     "read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x > "
     "read_luminescence integration_s=1 @spectramax_i3x"),

    # ================================================================ must halt
    ("sp63_halt_hig4_6000", _t("""
        Plate\tType\tSpin (×g)\tTime (min)\tCentrifuge
        PCR-A\t96 PCR\t6,000\t2\tHiG4
        """),
     "halted"),

    ("sp64_halt_seal_210", _t("""
        Plate\tSeal temp [°C]\tSeal time [s]\tFilm
        PP-3\t210\t3\tpeelable foil, a4S
        """),
     "halted"),

    ("sp65_halt_shake_3500", _t("""
        Step\tSpeed (rpm)\tTime (min)\tNotes
        Resuspend pellet\t3,500\t5\tBioShake, 96 DW
        """),
     "halted"),

    ("sp66_halt_a205", _t("""
        Read\tλ (nm)\tPlate\tNotes
        A205 (peptide bond)\t205\tUV-Star 96\tSpectraMax
        """),
     "halted"),

    ("sp67_halt_overfill_96", _t("""
        do these on the STAR

        Reagent\tVol/well (µL)\tPlate\tNotes
        Growth medium\t400\tCorning 3596 (96-well flat, clear)\tfresh bottle, £38
        """),
     "halted"),

    ("sp68_halt_5424_25k", _t("""
        Tube            Speed (x g)   Time (min)   Temp (°C)   Notes
        1.5 mL (x18)    25,000        15           4           5424 R, DNA precip
        """),
     "halted"),

    ("sp69_halt_lum_90s", _t("""
        #\tStep\tVol (µL)\tTime\tNotes
        1\tAdd Glo reagent\t25\t—\ti5
        2\tWait\t—\t10 min\tRT
        3\tRead lum\t—\t90 s integration\tSpectraMax, signal is dim
        """),
     "halted"),

    # ================================================================ must ask
    ("sp70_ask_rpm_only", _t("""
        Step\tSpeed (rpm)\tTime (min)\tTemp (°C)
        Pellet (96 plate)\t3000\t5\t4
        """),
     "ask"),

    ("sp71_ask_two_times", _t("""
        Step\tTemp (°C)\tTime (min)\tNotes
        Incubate in Cytomat\t37\t10 / 15\tMaria says 15, SOP says 10
        """),
     "ask"),

    ("sp72_ask_vortex_row", _t("""
        #\tStep\tSetting\tTime
        1\tAdd lysis buffer\t50 µL\t—
        2\tVortex\tmax\t10 s
        3\tSpin\t1000 x g\t1 min
        """),
     "ask"),

    ("sp73_ask_qubit", _t("""
        Sample\tDilution\tAssay\tNotes
        LIB-01\t1:10\tdsDNA HS\t
        LIB-02\t1:10\tdsDNA HS\t
        LIB-03\t1:20\tdsDNA HS\trerun from 02/06

        QC: please run these on the Qubit
        """),
     "ask"),

    ("sp74_ask_other_tab", _t("""
        Step\tSetting 1\tSetting 2\tInstrument
        Seal\t165 °C\t3 s\ta4S
        qPCR\tsee "cycling" tab\t—\tCFX384
        """),
     "ask"),

    ("sp75_ask_first_blank", _t("""
        Plate\tSpeed (x g)\tTime (min)\tCentrifuge
        ELISA-9\t\t3\tVSpin
        """),
     "ask"),
]
