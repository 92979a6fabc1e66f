"""Hold-out batch: GLOSSARY style.

Style
-----
Protocols written by people who define their own shorthand before they use it: an
"Abbreviations" block, a legend, a key, a settings table or a "where:" list
("MM = master mix", "CF-A = the VSpin at 1000 x g for 1 min", "P1 = 96-well PCR plate",
"SPIN1: 500 x g, 2 min"), followed by the procedure written with those names
("CF-A on P1", "HS1 the plate", "run SPIN1 twice").  Core-facility SOPs, lab-notebook
templates and methods sections of theses read like this.

Reading rules a careful lab engineer applies to this style
----------------------------------------------------------
1. The glossary/legend only DEFINES things; it is not a list of steps.  Only what the
   procedure (steps) calls is run, in the order the steps give (a step written later
   but said to come first, "before reading, CF-A", runs first).
2. A name used in a step stands for every value and the instrument in its definition
   (CF-A on P1 -> spin rcf_g=1000 duration_s=60 @agilent_vspin).
3. Settings that are defined but never called in the steps are not part of the run,
   even if they are physically impossible (an unused 6000 x g setting does not halt).
4. A step may override one value of a named setting explicitly ("SPIN1 but 1 min
   only"); the override wins, the rest of the definition stands.
5. A repeat is run only when it is clear ("run SPIN1 twice", "CF-A again after the
   addition").
6. Labware names (P1 = 96-well PCR plate) are not steps, but they decide well capacity and
   how many wells a part of the plate is (columns 1-6 of a 96-well plate = wells=48).
7. Where a step uses a name that the text never defines and whose values matter (SPIN2
   when only SPIN1 and SPIN3 exist, an undefined annealing step), or a name is defined
   twice with different values and nothing says which holds, or a definition gives a
   centrifuge speed only in rpm with no rotor, names an instrument the lab does not
   have, or an operation no instrument here performs (sonicate, vortex), the engineer
   must ask.
8. If a called setting is outside every suitable instrument's limits (seal temperature,
   spin force for plates, wavelength range, shaker speed, integration time, well
   capacity of the named labware), the run halts.
9. Catalogue numbers, lot numbers, dates, room numbers, sample IDs and the values of
   settings that are not called are context, never step values.
"""
from textwrap import dedent

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ one step
    ("gl01", dedent("""\
        Abbreviations
          P1   = 96-well PCR plate (Bio-Rad HSP9601)
          CF-A = the VSpin at 1000 x g for 1 min
          CF-B = VSpin, 500 x g, 30 s (DMSO stock plates only)

        Procedure
          1. CF-A on P1 to bring everything to the bottom of the wells.
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("gl02", dedent("""\
        Key: HS1 = a4S heat seal, 170 °C / 2.5 s.  HS2 = a4S, 160 °C / 1.5 s (foil seals for
        the -80 archive, not today).  QP = 384-well PCR plate, barcode QP-2291.
        Step: HS1 the QP.
        """),
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),

    ("gl03", dedent("""\
        Legend
        RD-A : SpectraMax, absorbance at 600 nm
        RD-F : SpectraMax, fluorescence ex 485 / em 535
        OD plate from the overnight cultures (strain list LIMS-2024-117) gets RD-A only.
        """),
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("gl04", dedent("""\
        where  RF1 = fluorescence read, 530 ex / 590 em (resorufin)
               RF2 = fluorescence read, 485 ex / 520 em (fluorescein)
        Read the viability plate with RF1.
        """),
     "read_fluorescence excitation_nm=530 emission_nm=590"),

    ("gl05", dedent("""\
        Settings used below:
          SHK  - BioShake, 1500 rpm, 2 min, 25 C
          SHK+ - BioShake, 2000 rpm, 5 min, 37 C (bead resuspension, protocol B only)
        The substrate is already in the plate; give it SHK.
        """),
     "shake speed_rpm=1500 duration_s=120 temperature_c=25 @qinstruments_bioshake_3000t_elm"),

    ("gl06", dedent("""\
        Definitions: MM = Q5 master mix (lot 1182, made 03/11); V1 = 15 µL; V2 = 5 µL;
        P1 = 96-well PCR plate.
        On the STAR, dispense V1 of MM into every well of P1.
        """),
     "transfer volume_ul=15 @hamilton_star"),

    ("gl07", dedent("""\
        INC-37 = Cytomat 2C450 at 37 °C
        INC-30 = Cytomat 2C450 at 30 °C (yeast)
        P2 = 96 flat, HEK293 seeded yesterday at 20k/well
        Put P2 into INC-37 for 2 h.
        """),
     "incubate temperature_c=37 duration_s=7200 @cytomat_2c450"),

    ("gl08", dedent("""\
        MC  := the 5424 R, 16,000 xg, 10 min, 4 deg
        MC2 := the 5424 R, 21,000 xg, 30 min, 4 deg (nuclear pellet, not this prep)
        Clear the lysate tubes (1.5 mL, samples L1-L12) with MC.
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("gl09", dedent("""\
        LUM = SpectraMax luminescence, integration 0.5 s per well
        LUM-S = luminescence, 90 s integration (slow glow protocol, not run here)
        CTG = CellTiter-Glo 2.0 (Promega G9242)
        The CTG plate (ID CTG-0412) has been equilibrated; read it with LUM.
        """),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("gl10", dedent("""\
        Thermal steps
          ID = 98 °C 30 s
          D  = 98 °C 10 s
          A  = 62 °C 20 s
          E  = 72 °C 30 s
          FE = 72 °C 2 min
          H  = 4 °C
        ODTC program: ID, then 30 x (D, A, E), FE, H.
        """),
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
     "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("gl11", dedent("""\
        UDG = 50 °C, 2 min (only with the UNG kit - not used here)
        HS  = 95 °C, 3 min polymerase activation
        DEN = 95 °C, 10 s
        AE  = 60 °C, 30 s (combined anneal/extend, plate read)
        CFX384 run: HS, then 40 cycles of DEN + AE.
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("gl12", dedent("""\
        GX = LabChip GX Touch HT
        N  = number of libraries in this pool batch = 48 (batch LB-07, Tuesday)
        Run N samples on the GX, HT DNA High Sensitivity chip.
        """),
     "run_assay sample_count=48 @labchip_gx_touch_ht"),

    ("gl13", dedent("""\
        KF-MAG = KingFisher Flex, program MagMAX_96_Viral_v2
        P-S = sample plate (96 deep-well), P-W1/P-W2 = wash plates, P-E = elution plate
        Load P-S, P-W1, P-W2, P-E and run KF-MAG.
        """),
     "run_program @kingfisher_flex"),

    ("gl14", dedent("""\
        XP = XPeel
        HS = a4S, 165 °C for 3 s
        The assay plate arrives sealed from the freezer (-20, shelf 3). First thing: XP it.
        """),
     "peel @azenta_xpeel"),

    ("gl15", dedent("""\
        FRIDGE = Cytomat 24 plate hotel at 4 °C
        When the run is done, the plate goes to FRIDGE.
        """),
     "store temperature_c=4 @cytomat_24"),

    ("gl16", dedent("""\
        ARM = PF400 robot arm
        NEST-R = reader nest, NEST-S = STAR deck position 14
        ARM P1 from NEST-S to NEST-R.
        """),
     "move_plate @precise_pf400"),

    ("gl17", dedent("""\
        HG = HiG4, 3000 x g, 5 min
        VS = VSpin, 1000 x g, 1 min
        HG-X = HiG4, 8,000 x g, 20 min (old Sorvall protocol - does not apply here)
        P3 = 96 deep-well with 1 mL culture per well
        Pellet the cells in P3: HG.
        """),
     "spin rcf_g=3000 duration_s=300 @bionex_hig4"),

    ("gl18", dedent("""\
        C50    = 50 mL Falcon conical (Corning 352070)
        SPIN-C = 5810 R with the A-4-81 tube buckets, 3,000 ×g, 15 min, 4 °C
        SPIN-W = same rotor, 500 ×g, 5 min, RT (washes)
        Harvest: SPIN-C the C50s.
        """),
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),

    ("gl19", dedent("""\
        TR  = OT-2, p20 multi-channel
        STD = standard-curve block = columns 1-3 of P1
        P1  = 96-well flat-bottom plate (Corning 3650)
        TR 10 µL of diluent into STD.
        """),
     "transfer volume_ul=10 wells=24 @opentrons_ot2"),

    ("gl20", dedent("""\
        FLX = the Opentrons Flex in room 3.14
        BUF = PBS + 0.05 % Tween-20
        P2  = 96 deep-well block
        FLX: 500 uL BUF into every well of P2.
        """),
     "transfer volume_ul=500 @opentrons_flex"),

    ("gl21", dedent("""\
        V_s = 5 µl sample
        V_r = 20 µl detection reagent
        i7  = Biomek i7 (the hybrid, bay 2)
        Samples were plated yesterday. Today, on the i7, add V_r to the assay plate.
        """),
     "transfer volume_ul=20 @biomek_i7_hybrid"),

    ("gl22", dedent("""\
        MX  = pipette-mix on the i5, 40 µL, 10 strokes
        MX2 = pipette-mix on the i5, 150 µL, 5 strokes (deep-well only)
        Beads have already been added to the PCR plate. MX.
        """),
     "mix volume_ul=40 @biomek_i5"),

    ("gl23", dedent("""\
        FL   = Tecan Fluent 780
        STOP = 0.1 M NaOH
        V    = 180 microlitres
        FL: dispense V of STOP into each well of the reaction plate.
        """),
     "transfer volume_ul=180 @tecan_fluent"),

    ("gl24", dedent("""\
        ODTC-H = the ODTC used as a heat block, 37 °C, 15 min
        ODTC-K = ODTC, 80 °C, 20 min (heat-kill; skip for USER enzyme)
        USER digest: ODTC-H.
        """),
     "incubate temperature_c=37 duration_s=900 @inheco_odtc"),

    ("gl25", dedent("""\
        RT = room temperature (bench in B214, not the cold room)
        P1 = 96 flat with the detection mix
        Leave P1 at RT for 10 minutes, protected from light.
        """),
     "incubate duration_s=600"),

    ("gl26", dedent("""\
        λ1 = 450 nm (signal)
        λ2 = 570 nm (reference; correction is done offline and is skipped this week)
        ELISA plate #E-0309: read λ1 absorbance.
        """),
     "read_absorbance wavelength_nm=450"),

    ("gl27", dedent("""\
        SPIN1: VSpin, 500 x g, 2 min
        SPIN2: VSpin, 1000 x g, 1 min
        Today: SPIN1, but 1 min only (cells are fragile).
        """),
     "spin rcf_g=500 duration_s=60 @agilent_vspin"),

    ("gl28", dedent("""\
        S-165 = a4S, 165 C, 3 sec (PCR plates)
        S-175 = a4S, 175 C, 2 sec (PP deep-well blocks)
        P4    = 96 deep-well PP block, 1.2 mL lysate/well
        Seal P4 with S-175.
        """),
     "seal temperature_c=175 duration_s=2 @azenta_a4s"),

    ("gl29", dedent("""\
        Filter sets on the SpectraMax:
          FITC  = ex 485 / em 528
          TRITC = ex 544 / em 590
          DAPI  = ex 358 / em 461
        Read the phalloidin plate with TRITC.
        """),
     "read_fluorescence excitation_nm=544 emission_nm=590 @spectramax_i3x"),

    ("gl30", dedent("""\
        LUM-1 = luminescence, 1000 ms integration
        LUM-2 = luminescence, 250 ms integration (high-signal controls)
        Dual-Glo firefly read: LUM-1.
        """),
     "read_luminescence integration_s=1"),

    ("gl31", dedent("""\
        O/N = 16 h
        INC = the Cytomat incubator at 30 °C
        Starter plate (E. coli BL21, glycerol stock box 7): INC O/N.
        """),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),

    ("gl32", dedent("""\
        V-WASH = 0.8 mL
        WB     = wash buffer 1 (80 % ethanol, made fresh)
        P-W    = 96 deep-well wash plate
        On the Fluent add V-WASH of WB to P-W.
        """),
     "transfer volume_ul=800 @tecan_fluent"),

    ("gl33", dedent("""\
        CF-P = 5810 with the MTP buckets, 2,000 x g, 5 min, 20 °C
        CF-T = 5810, 4,000 x g, 20 min, 4 °C (15 mL tubes)
        Clarify the 96-well culture plate with CF-P.
        """),
     "spin rcf_g=2000 duration_s=300 temperature_c=20 @eppendorf_5810r"),

    ("gl34", dedent("""\
        TS = thermoshake on the BioShake 3000-T: 37 degrees, 800 rpm, 30 min
        TS-long = same but 2 h
        Proteinase K step: TS.
        """),
     "shake speed_rpm=800 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    ("gl35", dedent("""\
        HS = heat-seal, 180 °C x 1.2 s
        HS-P = peelable seal, 160 °C x 2 s (for plates that go back to the reader)
        Seal the archive plate with HS.
        """),
     "seal temperature_c=180 duration_s=1.2"),

    ("gl36", dedent("""\
        LC = LabChip GX Touch, DNA 5K assay
        n  = 72 (libraries NGS-113 to NGS-184)
        QC: LC on n samples.
        """),
     "run_assay sample_count=72 @labchip_gx_touch_ht"),

    ("gl37", dedent("""\
        ST = 2x stop solution
        P1 = 96-well assay plate
        TOP = rows A-D of P1
        STAR: 25 µL ST into TOP.
        """),
     "transfer volume_ul=25 wells=48 @hamilton_star"),

    ("gl38", dedent("""\
        5810-A = Eppendorf 5810 R, fixed-angle FA-45-6-30, 10,000 x g, 10 min, 4 °C
        5810-B = Eppendorf 5810 R, swing-out, 3,000 x g, 10 min, 4 °C
        Spin the 50 mL conicals of clarified supernatant with 5810-A.
        """),
     "spin rcf_g=10000 duration_s=600 temperature_c=4 @eppendorf_5810r"),

    ("gl39", dedent("""\
        Key
          NP   = 384-well PCR plate, normalised pools
          DISP = Biomek i5 dispense
          Vn   = 2 µL
        DISP Vn of water into NP (all wells).
        """),
     "transfer volume_ul=2 @biomek_i5"),

    ("gl40", dedent("""\
        WAIT-A = 5 min at room temp
        WAIT-B = 30 min at room temp (colour development)
        After the substrate addition (already done), WAIT-B.
        """),
     "incubate duration_s=1800"),

    # ------------------------------------------------------------------ two to four steps
    ("gl41", dedent("""\
        Abbreviations
          P1   = 96-well PCR plate
          CF-A = VSpin, 1000 x g, 1 min
          HS1  = a4S, 170 °C, 2 s
          HS2  = a4S, 160 °C, 1 s (thin foil)
        Steps: CF-A on P1, then HS1.
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > seal temperature_c=170 duration_s=2 @azenta_a4s"),

    ("gl42", dedent("""\
        XP  = XPeel
        ABS = SpectraMax absorbance, 562 nm (BCA)
        HS  = a4S 165 °C / 3 s
        BCA plate from yesterday (sealed, 4 °C): XP -> ABS -> HS again so it can go back to the fridge.
        """),
     "peel @azenta_xpeel > read_absorbance wavelength_nm=562 @spectramax_i3x > "
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("gl43", dedent("""\
        MM   = PCR master mix, 2x (KAPA HiFi, cat. KK2602)
        V1   = 20 µL
        CF-A = VSpin 1000 x g 1 min
        ID 95 °C 3 min | D 98 °C 20 s | A 65 °C 15 s | E 72 °C 30 s | FE 72 °C 1 min | H 4 °C
        1) STAR: V1 MM into the template plate.
        2) CF-A.
        3) ODTC: ID, 25 cycles of D-A-E, FE, H.
        """),
     "transfer volume_ul=20 @hamilton_star > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
     "run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=98 "
     "denaturation_s=20 annealing_c=65 annealing_s=15 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=60 hold_c=4 @inheco_odtc"),

    ("gl44", dedent("""\
        SPIN1: 500 x g, 2 min (VSpin)
        SPIN3: 1000 x g, 5 min (VSpin)
        Run SPIN1 twice, turning the plate 180° in between.
        """),
     "spin rcf_g=500 duration_s=120 @agilent_vspin > spin rcf_g=500 duration_s=120 @agilent_vspin"),

    ("gl45", dedent("""\
        CF-B = VSpin, 800 x g, 2 min
        GFP  = fluorescence, ex 488 / em 510, SpectraMax
        Read GFP; before reading, CF-B to knock down the bubbles.
        """),
     "spin rcf_g=800 duration_s=120 @agilent_vspin > "
     "read_fluorescence excitation_nm=488 emission_nm=510 @spectramax_i3x"),

    ("gl46", dedent("""\
        FLX = Opentrons Flex
        CTG = CellTiter-Glo, 50 µL/well
        SHK = BioShake 600 rpm, 2 min
        LUM = SpectraMax luminescence, 0.25 s
        FLX: add CTG, SHK, then LUM.
        """),
     "transfer volume_ul=50 @opentrons_flex > shake speed_rpm=600 duration_s=120 "
     "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.25 @spectramax_i3x"),

    ("gl47", dedent("""\
        MC   = 5424 R, 12,000 x g, 5 min, 4 °C
        SUP  = supernatant, 150 µL
        OT   = OT-2 with the p300 single
        P1   = 96-well PCR plate
        MC the 1.5 mL tubes, then OT moves SUP into P1.
        """),
     "spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=150 @opentrons_ot2"),

    ("gl48", dedent("""\
        R1  = 50 µL TMB substrate
        i7  = Biomek i7
        DEV = development, 15 min at room temperature
        OD  = absorbance 650 nm
        On the i7, add R1; DEV; OD.
        """),
     "transfer volume_ul=50 @biomek_i7_hybrid > incubate duration_s=900 > read_absorbance wavelength_nm=650"),

    ("gl49", dedent("""\
        HS-Q = heat seal, a4S, 160 °C, 1.5 s (optical film)
        Q    = CFX384 program: 95 °C 2 min, then 40 x (95 °C 5 s, 60 °C 30 s)
        Plate QP-17 (384, 10 µL reactions): HS-Q, then Q.
        """),
     "seal temperature_c=160 duration_s=1.5 @azenta_a4s > run_qpcr cycles=40 "
     "initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 "
     "annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("gl50", dedent("""\
        KF  = KingFisher Flex, program "DNA_Blood_96"
        EL  = eluate, 10 µL
        P-A = 96-well PCR plate for the LabChip
        GX  = LabChip GX Touch HT, gDNA assay
        KF; then STAR transfers EL into P-A; then GX on all 96.
        """),
     "run_program @kingfisher_flex > transfer volume_ul=10 @hamilton_star > "
     "run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("gl51", dedent("""\
        ARM = PF400
        RD  = SpectraMax, absorbance 340 nm (NADH)
        ARM the kinetics plate to the reader, RD, then ARM it back to the hotel.
        """),
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=340 @spectramax_i3x > move_plate @precise_pf400"),

    ("gl52", dedent("""\
        PCR-A = ODTC: 98 °C 30 s; 35 x (98 °C 10 s, 58 °C 30 s, 72 °C 45 s); 72 °C 5 min; 4 °C hold
        PCR-B = same but 60 °C annealing (primer set 2, next week)
        COLD  = Cytomat 24 hotel, 4 °C
        PCR-A, then COLD.
        """),
     "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=58 annealing_s=30 extension_c=72 extension_s=45 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc > store temperature_c=4 @cytomat_24"),

    ("gl53", dedent("""\
        LIG = luciferin reagent, 25 µl
        SH  = BioShake, 1200 rpm, 1 min
        CF  = VSpin 1000 x g 30 s
        RL  = luminescence read, 2 s integration
        Order: LIG (Fluent), SH, CF, RL.
        """),
     "transfer volume_ul=25 @tecan_fluent > shake speed_rpm=1200 duration_s=60 "
     "@qinstruments_bioshake_3000t_elm > spin rcf_g=1000 duration_s=30 @agilent_vspin > "
     "read_luminescence integration_s=2"),

    ("gl54", dedent("""\
        XP   = XPeel
        IDX  = index primers, 5 µL (i5 + i7 pre-mixed plate IDX-03)
        BIO  = Biomek i5
        HS   = a4S 170 °C 2 s
        CF-A = VSpin, 1000 x g, 1 min
        XP the library plate, BIO adds IDX, HS, CF-A.
        """),
     "peel @azenta_xpeel > transfer volume_ul=5 @biomek_i5 > seal temperature_c=170 duration_s=2 "
     "@azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("gl55", dedent("""\
        INC = Cytomat 2C450, 37 °C
        MIX = BioShake 1000 rpm for 1 min
        FL  = fluorescence ex 560 / em 590
        INC 1 h, MIX, FL.
        """),
     "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > shake speed_rpm=1000 duration_s=60 "
     "@qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=560 emission_nm=590"),

    ("gl56", dedent("""\
        HG  = HiG4, 2,500 x g, 10 min
        SN  = cleared supernatant, 200 µL
        P5  = 96 deep-well with lysates
        P6  = fresh 96 flat
        HG on P5; the i5 takes SN from P5 into P6.
        """),
     "spin rcf_g=2500 duration_s=600 @bionex_hig4 > transfer volume_ul=200 @biomek_i5"),

    ("gl57", dedent("""\
        A450 = absorbance at 450 nm
        F-RES = fluorescence 560/590 (ex/em)
        Read the plate with F-RES first and then A450 (same plate, SpectraMax).
        """),
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x > "
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("gl58", dedent("""\
        P1   = 96-well flat plate
        LEFT = columns 1-6 of P1, RIGHT = columns 7-12 of P1
        TR-A = Fluent, 10 µL compound buffer
        TR-B = Fluent, 20 µL vehicle
        TR-A into LEFT, then TR-B into RIGHT.
        """),
     "transfer volume_ul=10 wells=48 @tecan_fluent > transfer volume_ul=20 wells=48 @tecan_fluent"),

    ("gl59", dedent("""\
        HS   = a4S, 165 °C, 3 s
        CF-A = VSpin, 1000 x g, 1 min
        HI   = heat inactivation on the ODTC, 65 °C, 20 min
        FRZ  = plate hotel (Cytomat 24) 4 °C
        Sequence: HS, CF-A, HI, FRZ.
        """),
     "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc > store temperature_c=4 @cytomat_24"),

    ("gl60", dedent("""\
        SHK = BioShake, 1800 rpm, 30 s
        CF-A = VSpin at 1000 x g for 1 min
        CF-A after SHK.
        """),
     "shake speed_rpm=1800 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("gl61", dedent("""\
        RT-Mix = 4 µL reverse-transcription mix
        RT-Inc = ODTC 42 °C, 30 min
        DIL    = 40 µL nuclease-free water
        OT-2 adds RT-Mix; RT-Inc; OT-2 adds DIL.
        """),
     "transfer volume_ul=4 @opentrons_ot2 > incubate temperature_c=42 duration_s=1800 @inheco_odtc > "
     "transfer volume_ul=40 @opentrons_ot2"),

    ("gl62", dedent("""\
        CF-A = VSpin, 1000 x g, 1 min
        SUB  = 100 µL substrate (Flex)
        CF-A on the plate, SUB, and CF-A again after the addition.
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > transfer volume_ul=100 @opentrons_flex > "
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    # ------------------------------------------------------------------ halted
    ("gl63", dedent("""\
        SPIN-LO = VSpin, 300 x g, 1 min
        SPIN-HI = plate centrifuge, 6,000 x g, 10 min
        P2 = 96-well PCR plate (precipitated protein, 80 µL/well)
        Pellet P2 with SPIN-HI.
        """),
     "halted"),

    ("gl64", dedent("""\
        HS   = a4S, 170 °C, 2 s
        HS-X = a4S, 210 °C, 2 s (thick PP film, per the supplier sheet)
        Deep-well archive block: HS-X.
        """),
     "halted"),

    ("gl65", dedent("""\
        VIS = absorbance 600 nm
        NIR = absorbance 1,100 nm (water band for pathlength)
        Pathlength check: read NIR on the SpectraMax.
        """),
     "halted"),

    ("gl66", dedent("""\
        SHK     = BioShake, 1,000 rpm, 1 min
        SHK-MAX = BioShake, 3,500 rpm, 1 min (to break up the bead clumps)
        After bead addition: SHK-MAX.
        """),
     "halted"),

    ("gl67", dedent("""\
        LUM      = luminescence, 1 s integration
        LUM-LONG = luminescence, 120 s integration (very dim NanoBRET wells)
        Read the NanoBRET plate with LUM-LONG.
        """),
     "halted"),

    ("gl68", dedent("""\
        P1    = 96-well PCR plate (HSP9601)
        V-BIG = 250 µL
        BUF   = TE, pH 8
        On the i7: V-BIG of BUF into every well of P1.
        """),
     "halted"),

    ("gl69", dedent("""\
        CY5 = fluorescence ex 640 / em 680
        ICG = fluorescence ex 840 / em 870
        Tissue-clearing plate, SpectraMax: ICG.
        """),
     "halted"),

    # ------------------------------------------------------------------ ask
    ("gl70", dedent("""\
        SPIN1: VSpin, 500 x g, 2 min
        SPIN3: VSpin, 1000 x g, 5 min
        After the cell transfer, SPIN2.
        """),
     "ask"),

    ("gl71", dedent("""\
        CF-R = the 5810, 2500 rpm, 5 min
        T15  = 15 mL conical tubes with the washed cells
        CF-R the T15s.
        """),
     "ask"),

    ("gl72", dedent("""\
        Legend (Anna's version):  HS = a4S, 165 °C, 3 s
        Legend (Raj's version):   HS = a4S, 175 °C, 2 s
        Both are pinned on the sealer. Step 4: HS the qPCR plate.
        """),
     "ask"),

    ("gl73", dedent("""\
        SON = sonicate on the Bioruptor, 30 s on / 30 s off, 10 cycles
        CF  = 5424 R, 16,000 x g, 10 min, 4 °C
        Shear the chromatin: SON.
        """),
     "ask"),

    ("gl74", dedent("""\
        ID = 95 °C 2 min
        D  = 95 °C 15 s
        E  = 72 °C 1 min
        FE = 72 °C 5 min
        H  = 4 °C
        ODTC: ID, 30 x (D, A, E), FE, H.
        """),
     "ask"),

    ("gl75", dedent("""\
        RDR = the EnVision, absorbance 450 nm
        P1  = ELISA plate E-0311
        Read P1 on RDR.
        """),
     "ask"),
]
