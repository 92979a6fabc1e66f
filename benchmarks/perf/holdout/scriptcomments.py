'''Hold-out batch: scriptcomments.

STYLE: an automation engineer or a student pastes an existing script (an Opentrons or
PyLabRobot Python protocol, a Hamilton CSV or Tecan .gwl worklist, a Biomek method export, or
plain pseudo-code) whose comments and docstrings describe the steps, and asks in one or two
sentences to run the same protocol on this workcell, sometimes with a change ("but use
50 uL", "skip the shake", "on the Flex instead of the STAR").

Reading rules a careful lab engineer applies to this style:
  * The run is what the script does when it is executed, with the change in the request
    applied. Values come from code literals, from variables whose names carry the unit
    (VOL_UL = 50, SPIN_G = 1500, INCUBATE_HOURS = 16, INTEGRATION_MS = 500), from keyword
    arguments (minutes=15, hold_time_seconds=30) and from comments/docstrings that describe
    the step, all converted to s, degrees C, uL, x g, nm.
  * Commented-out lines (old values, disabled steps), functions that are defined but never
    called, `if False:` blocks and TODO notes are dead: never steps, never values.
  * Labware load names, deck slots, API levels, dates, plate barcodes, catalogue numbers,
    reagent concentrations (1 M H2SO4) and work done by hand "offline" are context.
  * A requested change replaces the matching value or removes the matching step ("skip
    the shake"); everything else runs as written.
  * protocol.delay()/time.sleep() between steps is a room-temperature wait (incubate with
    duration only); a delay that only keeps a shaker running is the shake's duration.
  * Loops over a part of a plate (plate.columns()[:6], wells()[:24], A1:H1, a worklist of
    8 rows) restrict the step to that many wells (wells=N).
  * @device only when the request or the script names the instrument that will actually
    be used (the request can move a step to another instrument: "on the i7 instead").
    Opentrons modules (heater-shaker, thermocycler module) are not instruments of this
    workcell; when the request just says "run it here" those steps carry no @device.
  * A value outside every suitable instrument's limit in the registry halts the run
    ("halted"). A missing or contradictory value that matters (speed only in rpm, a None
    placeholder, docstring and code disagree, "use 50 uL" when two transfers have
    different volumes), an instrument the lab lacks (Echo) or an operation no instrument
    does (vortex, sonicate) makes the engineer ask ("ask").
  * Steps are listed in run order, which is the order the code executes them.
'''
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ one step
    ("sc-01", _t('''
        Can you run this on our OT-2 again, but with 50 uL instead of 100?

        from opentrons import protocol_api

        metadata = {"protocolName": "Plate prefill", "author": "jm", "apiLevel": "2.15"}

        def run(protocol: protocol_api.ProtocolContext):
            """Prefill a 96-well flat plate with PBS before the cells go in."""
            tips = protocol.load_labware("opentrons_96_tiprack_300ul", 1)
            res = protocol.load_labware("nest_12_reservoir_15ml", 2)
            plate = protocol.load_labware("corning_96_wellplate_360ul_flat", 3)
            p300 = protocol.load_instrument("p300_multi_gen2", "left", tip_racks=[tips])
            p300.transfer(100, res["A1"], plate.columns(), new_tip="once")  # 100 uL PBS/well
        '''),
     "transfer volume_ul=50 @opentrons_ot2"),

    ("sc-02", _t('''
        This is the worklist we used on the old STAR in room B214. Please run exactly the
        same on the STAR here.

        ; cherry-pick worklist 2024-03-11, destination plate HP-0042
        SourcePlate,SourceWell,DestPlate,DestWell,Volume_uL
        Reagent_Trough,1,Assay_96,A1,25
        Reagent_Trough,1,Assay_96,B1,25
        Reagent_Trough,1,Assay_96,C1,25
        Reagent_Trough,1,Assay_96,D1,25
        Reagent_Trough,1,Assay_96,E1,25
        Reagent_Trough,1,Assay_96,F1,25
        Reagent_Trough,1,Assay_96,G1,25
        Reagent_Trough,1,Assay_96,H1,25
        '''),
     "transfer volume_ul=25 wells=8 @hamilton_star"),

    ("sc-03", _t('''
        Please run this .gwl on the Fluent, same volumes.

        C;  normalisation buffer top-up, written for EVOware 2.8, ticket #5531
        A;Buffer;;Trough 100ml;1;;60;;;
        D;DestPlate;;96 Well Flat;1;;60;;;
        W;
        A;Buffer;;Trough 100ml;1;;60;;;
        D;DestPlate;;96 Well Flat;2;;60;;;
        W;
        A;Buffer;;Trough 100ml;1;;60;;;
        D;DestPlate;;96 Well Flat;3;;60;;;
        W;
        A;Buffer;;Trough 100ml;1;;60;;;
        D;DestPlate;;96 Well Flat;4;;60;;;
        W;
        '''),
     "transfer volume_ul=60 wells=4 @tecan_fluent"),

    ("sc-04", _t('''
        The STAR is down for service this week - can you run the same thing on the
        Biomek i7?

        # pylabrobot script, written for the STAR (v0.9.3)
        lh = LiquidHandler(backend=STAR(), deck=STARLetDeck())
        await lh.setup()
        await lh.pick_up_tips96(tip_rack)            # 300 uL CO-RE tips, rack TR-7
        await lh.aspirate96(reservoir, volume=150)   # wash buffer
        await lh.dispense96(plate, volume=150)
        await lh.drop_tips96(tip_rack)
        '''),
     "transfer volume_ul=150 @biomek_i7_hybrid"),

    ("sc-05", _t('''
        Same as this please, on the HiG4.

        # spin_step.py -- clarify the lysate plate before the KingFisher (run separately)
        # SPIN_G = 1000      # old value, pellets were loose
        SPIN_G = 1500
        SPIN_TIME_S = 120

        def main(plate):
            hig4.spin(plate, rcf=SPIN_G, seconds=SPIN_TIME_S)   # bucket 1 + balance plate
        '''),
     "spin rcf_g=1500 duration_s=120 @bionex_hig4"),

    ("sc-06", _t('''
        Run this sealing step on the a4S here.

        def seal_plate(plate):
            """Heat seal on the a4S before the plate goes to storage."""
            # a4s.seal(plate, temp_c=165, time_s=3)   # settings for the old peelable foil
            a4s.seal(plate, temp_c=170, time_s=2.5)
        '''),
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),

    ("sc-07", _t('''
        Please run the read from this on the SpectraMax.

        """BCA protein read.
        The plate is incubated offline (30 min, 37 C, in the oven by the sink) before this
        script starts; only the read is automated.
        """
        WAVELENGTH_NM = 562
        reader = SpectraMax("i3x", port="COM4")
        reader.read_absorbance(plate, wavelength=WAVELENGTH_NM)
        '''),
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),

    ("sc-08", _t('''
        Same readout on the i3x, but excite at 560 nm - 535 picks up too much background.

        # resazurin viability readout
        EX_NM, EM_NM = 535, 590
        reader.read_fluorescence(plate, ex=EX_NM, em=EM_NM, gain="auto")
        '''),
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),

    ("sc-09", _t('''
        Could you run this luminescence read on the SpectraMax?

        # Nano-Glo readout, plate NG-2211
        INTEGRATION_MS = 500     # per well
        SETTLE_TIME_MS = 0
        reader.read_luminescence(plate, integration_ms=INTEGRATION_MS)
        '''),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("sc-10", _t('''
        Run the shake on the BioShake with the same settings as in here.

        # resuspend beads (the KingFisher run is a separate script)
        SHAKE_RPM = 1200
        SHAKE_SECONDS = 300
        bioshake.shake(rpm=SHAKE_RPM, duration_s=SHAKE_SECONDS)
        # bioshake.set_temp(37)   # not needed for this kit
        '''),
     "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm"),

    ("sc-11", _t('''
        Overnight growth step from our old scheduler; please run it in the Cytomat.

        INCUBATE_HOURS = 16
        TEMP_C = 30          # yeast, not 37!
        cytomat.incubate(plate, temp=TEMP_C, hours=INCUBATE_HOURS)
        '''),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),

    ("sc-12", _t('''
        Run step 4 of this on the 5424 R, same settings:

        # Step 4: pellet debris (1.5 mL Eppendorf tubes, 12 samples)
        centrifuge_5424r.spin(tubes, rcf=16000, minutes=10, temp_c=4)
        '''),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("sc-13", _t('''
        Harvest spin from last year's script - please do the same on the 5810.

        # harvest cultures in 50 mL Falcons (6 tubes)
        SPIN_RCF = 3000     # x g
        SPIN_MIN = 10
        SPIN_TEMP_C = 20
        centrifuge.run(rcf=SPIN_RCF, minutes=SPIN_MIN, temperature=SPIN_TEMP_C)
        '''),
     "spin rcf_g=3000 duration_s=600 temperature_c=20 @eppendorf_5810r"),

    ("sc-14", _t('''
        Same spin-down on the VSpin, but only 30 s this time.

        VSPIN_G = 500
        VSPIN_SEC = 60
        vspin.spin(plate, g=VSPIN_G, seconds=VSPIN_SEC)  # knock droplets off the seal
        '''),
     "spin rcf_g=500 duration_s=30 @agilent_vspin"),

    ("sc-15", _t('''
        Please run this on the XPeel for plate QC-88.

        xpeel.peel(plate)   # remove the foil
        # reader.read_absorbance(plate, 600)   # TODO: re-enable once the i3x is calibrated
        '''),
     "peel @azenta_xpeel"),

    ("sc-16", _t('''
        Please run our extraction script on the KingFisher here.

        """Viral RNA extraction.
        200 uL sample per well is already loaded by hand into the deep-well plate;
        wash and elution plates are prepared the day before.
        """
        kf = KingFisher("Flex", serial="711-0032")
        kf.run_program("MagMAX_Viral_Pathogen_v2")
        '''),
     "run_program @kingfisher_flex"),

    ("sc-17", _t('''
        Same as this on the LabChip but only the first 16 samples, the other 8 failed PCR.

        SAMPLES = 24
        labchip.run(plate="PCR-0415", assay="DNA 1K", n_samples=SAMPLES)
        '''),
     "run_assay sample_count=16 @labchip_gx_touch_ht"),

    ("sc-18", _t('''
        Run this move with the PF400 please.

        # move finished plate off the deck (deck position 4) into hotel slot 3
        pf400.move_plate(src="lh_deck_4", dst="hotel_slot_3", grip_force=12)
        '''),
     "move_plate @precise_pf400"),

    ("sc-19", _t('''
        Could you run the resuspension from this FluentControl export on the Fluent?

        # Fluent method "CellResusp_v4" (exported 2023-11-02)
        # Step 1: Mix  volume=80 uL  cycles=5  labware=AssayPlate  wells=all  liquid class=Water Free Single
        '''),
     "mix volume_ul=80 @tecan_fluent"),

    ("sc-20", _t('''
        Run this on the Flex, same as last time.

        requirements = {"robotType": "Flex", "apiLevel": "2.16"}

        def run(ctx):
            """Standards: 20 uL of diluent into the first 24 wells (columns 1-3)."""
            tips = ctx.load_labware("opentrons_flex_96_tiprack_50ul", "B2")
            tubes = ctx.load_labware("opentrons_24_tuberack_nest_1.5ml_snapcap", "C1")
            plate = ctx.load_labware("nest_96_wellplate_200ul_flat", "C2")
            p50 = ctx.load_instrument("flex_1channel_50", "left", tip_racks=[tips])
            p50.transfer(20, tubes["A1"], plate.wells()[:24])
        '''),
     "transfer volume_ul=20 wells=24 @opentrons_flex"),

    ("sc-21", _t('''
        Here is the Biomek method export from the core; please run it on the i5 here.

        Method: Normalize_v3   (Biomek Software 5.1)
          1. Instrument Setup: P1000 tips in P4, reservoir in P5, DeepWell plate in P7
          2. Transfer: 200 uL from Reservoir to DeepWell, all 96 wells, new tips
          3. Finish
        '''),
     "transfer volume_ul=200 @biomek_i5"),

    ("sc-22", _t('''
        Can the workcell do the same end-of-run step for today's plate?

        def finish(plate):
            """End of run: park the finished plate at 4 °C until pickup (usually next day)."""
            hotel.store(plate)
        '''),
     "store temperature_c=4"),

    ("sc-23", _t('''
        Just run the binding wait from this snippet; the beads are already in.

        # bead binding -- beads + sample mixed by hand beforehand
        BIND_MIN = 30
        time.sleep(BIND_MIN * 60)   # room temp, no shaking
        '''),
     "incubate duration_s=1800"),

    ("sc-24", _t('''
        Please run this heat-inactivation on the ODTC.

        # heat-kill the enzyme after digestion (digest itself was done yesterday)
        odtc.hold(temp_c=65, minutes=15, lid_c=105)
        '''),
     "incubate temperature_c=65 duration_s=900 @inheco_odtc"),

    ("sc-25", _t('''
        Run the cycling from this OT-2 protocol on the ODTC instead of the thermocycler module.

        def run(protocol):
            tc = protocol.load_module("thermocyclerModuleV2")
            tc.close_lid()
            tc.set_lid_temperature(105)
            tc.set_block_temperature(98, hold_time_seconds=30)        # initial denaturation
            profile = [
                {"temperature": 98, "hold_time_seconds": 10},
                {"temperature": 62, "hold_time_seconds": 20},
                {"temperature": 72, "hold_time_seconds": 30},
            ]
            tc.execute_profile(steps=profile, repetitions=32, block_max_volume=25)
            tc.set_block_temperature(72, hold_time_minutes=2)         # final extension
            tc.set_block_temperature(4)                               # hold
            tc.open_lid()
        '''),
     "run_pcr cycles=32 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
     "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("sc-26", _t('''
        This is the run file text from our old CFX384; please run it on the CFX384 here.

        Protocol: SYBR_2step.prcl   (plate SY-114, 384-well)
        Step 1: 95.0 C for 3:00
        Step 2: 95.0 C for 0:10
        Step 3: 60.0 C for 0:30 + Plate Read
        Step 4: GOTO 2, 39 more times
        END
        '''),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("sc-27", _t('''
        Same dilution on the STAR, but use 1 mL per well instead of 500.

        # Venus-style pseudo-code, method Dilute_DW_v2
        # 8-channel, deep-well plate DW-19, trough on carrier 3
        for col in range(1, 13):
            aspirate(trough, vol=500)          # uL
            dispense(dw_plate, column=col, vol=500)
        '''),
     "transfer volume_ul=1000 @hamilton_star"),

    ("sc-28", _t('''
        Run this read on the SpectraMax please.

        cols = plate.columns()[:4]   # only the first four columns have samples
        wells = [w for c in cols for w in c]
        reader.read_absorbance(wells=wells, wavelength_nm=450)
        '''),
     "read_absorbance wavelength_nm=450 wells=32 @spectramax_i3x"),

    ("sc-29", _t('''
        We wrote this for the OT-2 heater-shaker. Run the same shaking step here on the
        workcell, whatever shaker you have.

        def run(protocol):
            hs = protocol.load_module("heaterShakerModuleV1", 1)
            hs.close_labware_latch()
            hs.set_and_wait_for_temperature(37)
            hs.set_and_wait_for_shake_speed(800)
            protocol.delay(minutes=45)          # shaking the whole time
            hs.deactivate_shaker()
            hs.deactivate_heater()
        '''),
     "shake speed_rpm=800 duration_s=2700 temperature_c=37"),

    ("sc-30", _t('''
        Please run this on the STAR.

        ENZYME_VOL_UL = 12     # was 20 uL, changed after the Feb titration
        # star.transfer(enzyme_tube, pcr_plate.wells("A1:H12"), volume=20)   # old full plate
        star.transfer(enzyme_tube, pcr_plate.wells("A1:H6"), volume=ENZYME_VOL_UL)
        '''),
     "transfer volume_ul=12 wells=48 @hamilton_star"),

    ("sc-31", _t('''
        Run the same plate spin on the 5810 (plate buckets).

        SPIN_RCF_G = 2500
        SPIN_DURATION = "5 min"
        centrifuge.spin(plate, rcf=SPIN_RCF_G, duration=SPIN_DURATION)
        '''),
     "spin rcf_g=2500 duration_s=300 @eppendorf_5810r"),

    ("sc-32", _t('''
        Run this on the workcell but skip the shake, the cells are already resuspended.

        def run():
            shaker.shake(rpm=1000, seconds=60)     # resuspend settled cells
            reader.absorbance(wavelength=600)      # OD600
        '''),
     "read_absorbance wavelength_nm=600"),

    ("sc-33", _t('''
        Please run this here but integrate for 2 s instead of 1 s.

        # CellTiter-Glo readout, reagent added on the bench
        INTEGRATION_S = 1
        reader.luminescence(plate, integration_time=INTEGRATION_S)
        '''),
     "read_luminescence integration_s=2"),

    ("sc-34", _t('''
        Run this read on the SpectraMax, same settings.

        # FITC read on the 384-well plate; only rows A and B are used for this screen
        EX_NM = 485
        EM_NM = 520
        for row in plate384.rows()[:2]:
            reader.read_fluorescence(row, excitation=EX_NM, emission=EM_NM)
        '''),
     "read_fluorescence excitation_nm=485 emission_nm=520 wells=48 @spectramax_i3x"),

    ("sc-35", _t('''
        Run this on the Biomek i5 please.

        VOL_UL = 35
        # TODO: try 40 uL next time if the signal is low
        biomek.transfer(source="Reservoir", dest="AssayPlate", volume_ul=VOL_UL)
        '''),
     "transfer volume_ul=35 @biomek_i5"),

    ("sc-36", _t('''
        Same in the Cytomat but only 4 h, we are doing the early timepoint today.

        # infection timecourse, late timepoint
        cytomat.incubate(plate, temp_c=37, hours=24)
        '''),
     "incubate temperature_c=37 duration_s=14400 @cytomat_2c450"),

    ("sc-37", _t('''
        Same on the HiG4 but at 3000 x g.

        # pellet cells in the 96 PCR plate before the supernatant comes off
        hig4.spin(plate, g=2000, minutes=10)
        '''),
     "spin rcf_g=3000 duration_s=600 @bionex_hig4"),

    ("sc-38", _t('''
        Only step 6 is left in this export; run it on the i7.

        # Biomek i7 step list (exported from Biomek 5.1, method LysisMix)
        # Step 6  Mix | Labware: P12 DeepWell | Volume: 150 uL | Times: 10 | Tips: P250
        '''),
     "mix volume_ul=150 @biomek_i7_hybrid"),

    ("sc-39", _t('''
        Same transfer but on the OT-2 rather than the STAR.

        await lh.pick_up_tips(tips["A1:H1"])
        await lh.aspirate(reservoir["A1"] * 8, vols=[40] * 8)
        await lh.dispense(plate["A1:H1"], vols=[40] * 8)
        await lh.drop_tips(tips["A1:H1"])
        '''),
     "transfer volume_ul=40 wells=8 @opentrons_ot2"),

    ("sc-40", _t('''
        Run the stimulation incubation on the Cytomat.

        INCUBATION_TIME_MIN = 90
        INCUBATION_TEMP_C = 37     # 5 % CO2, humidified
        incubator.incubate(plate, INCUBATION_TEMP_C, INCUBATION_TIME_MIN * 60)
        '''),
     "incubate temperature_c=37 duration_s=5400 @cytomat_2c450"),

    ("sc-41", _t('''
        Same on the a4S, but seal at 160 °C - new film lot 7731 wrinkles at 170.

        SEAL_TEMP_C = 170
        SEAL_TIME_S = 2
        a4s.seal(plate, SEAL_TEMP_C, SEAL_TIME_S)
        '''),
     "seal temperature_c=160 duration_s=2 @azenta_a4s"),

    # ------------------------------------------------------------------ two to four steps
    ("sc-42", _t('''
        Run the whole thing on the workcell, including the A450 read from the docstring -
        any liquid handler is fine.

        def run(protocol):
            """TMB development, plate EL-0907.
            1. add 100 uL TMB to all wells
            2. develop 15 min at RT in the dark
            3. add 50 uL stop solution (1 M H2SO4)
            4. read A450 on the plate reader
            """
            p300.transfer(100, tmb, plate.wells())
            protocol.delay(minutes=15)
            p300.transfer(50, stop, plate.wells())
            # step 4 happens off the OT-2 (reader not integrated)
        '''),
     "transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50 > "
     "read_absorbance wavelength_nm=450"),

    ("sc-43", _t('''
        Please run these steps here, same settings.

        STEPS = [
            ("vspin",          {"rcf_g": 1000, "seconds": 60}),
            ("spectramax_fl",  {"ex_nm": 485, "em_nm": 528}),
        ]
        for name, kw in STEPS:
            run_step(name, **kw)
        '''),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > "
     "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x"),

    ("sc-44", _t('''
        Run the same plate handling here for today's PCR plate.

        # post-setup handling for the PCR plate
        seal(temp=165, seconds=3)        # a4S
        centrifuge(g=1000, seconds=30)   # VSpin, quick spin-down
        store(plate, temp=4)             # hotel until the cycler is free
        '''),
     "seal temperature_c=165 duration_s=3 @azenta_a4s > "
     "spin rcf_g=1000 duration_s=30 @agilent_vspin > store temperature_c=4"),

    ("sc-45", _t('''
        Run this on the workcell, STAR for the pipetting.

        # cell treatment, method Treat_v5 (compound plate CP-311)
        COMPOUND_VOL_UL = 10
        SHAKE = dict(rpm=600, secs=30)          # BioShake, brief mix
        INCUBATE = dict(temp_c=37, hours=48)    # Cytomat
        star.transfer(cmpd_plate, cell_plate, COMPOUND_VOL_UL)
        bioshake.shake(cell_plate, **SHAKE)
        cytomat.incubate(cell_plate, **INCUBATE)
        '''),
     "transfer volume_ul=10 @hamilton_star > "
     "shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450"),

    ("sc-46", _t('''
        Run the whole thing here, pipetting on the OT-2 and the rest as in the comments.

        def run(protocol):
            """PCR setup: 15 uL master mix + 5 uL template per well, then seal and cycle."""
            p20.transfer(15, mastermix, pcr_plate.wells())
            p20.transfer(5, templates.wells(), pcr_plate.wells(), new_tip="always")
            # then on the workcell: seal on the a4S at 170 C for 2 s, and on the ODTC
            #   95 C 2 min; 35 x (95 C 15 s, 58 C 15 s, 72 C 30 s); 72 C 5 min; hold 4 C
        '''),
     "transfer volume_ul=15 @opentrons_ot2 > transfer volume_ul=5 @opentrons_ot2 > "
     "seal temperature_c=170 duration_s=2 @azenta_a4s > "
     "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=15 extension_c=72 "
     "extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("sc-47", _t('''
        Please run this on the workcell as written.

        # qPCR setup (Fluent, MCA384), 384-well PCR plate QP-052
        MM_UL = 8
        TEMPLATE_UL = 2
        fluent.transfer(mm_trough, qpcr_plate, MM_UL)
        fluent.transfer(template_plate, qpcr_plate, TEMPLATE_UL)
        hig4.spin(qpcr_plate, g=1000, s=60)
        # tuples are (temp C, seconds)
        cfx384.run(cycles=40, initial=(95, 120), denat=(95, 5), anneal=(60, 30))
        '''),
     "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > "
     "spin rcf_g=1000 duration_s=60 @bionex_hig4 > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("sc-48", _t('''
        Same here but skip the shake - we lyse by freeze-thaw now.

        def run(protocol):
            p300.transfer(25, ctg_reagent, plate.wells())        # CellTiter-Glo 2.0, 1:1
            # orbital shake 2 min to lyse
            hs.set_and_wait_for_shake_speed(500)
            protocol.delay(minutes=2)
            hs.deactivate_shaker()
            protocol.delay(minutes=10)                             # stabilise signal, RT
            # luminescence read, 0.5 s per well, on the reader
        '''),
     "transfer volume_ul=25 > incubate duration_s=600 > read_luminescence integration_s=0.5"),

    ("sc-49", _t('''
        Run these two steps on the workcell, STAR for the transfer.

        """1. run the KingFisher program DNA_Blood_200
           2. move 40 uL eluate from the elution plate to the PCR plate, columns 1-6 only
        """
        kf.run_program("DNA_Blood_200")
        star.transfer(elution_plate.columns(1, 6), pcr_plate.columns(1, 6), vol_ul=40)
        '''),
     "run_program @kingfisher_flex > transfer volume_ul=40 wells=48 @hamilton_star"),

    ("sc-50", _t('''
        Run this here please.

        def od_read(plate):
            """Read OD600. Before reading, the plate is shaken 1 min at 1000 rpm on the
            BioShake to resuspend settled cells."""
            bioshake.shake(plate, 1000, 60)      # rpm, seconds
            reader.read_absorbance(plate, 600)
        '''),
     "shake speed_rpm=1000 duration_s=60 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600"),

    ("sc-51", _t('''
        Same sequence on our workcell please.

        xpeel.peel(plate)
        star.transfer(dtt_trough, plate, vol_ul=10)   # add DTT (100 mM stock)
        a4s.seal(plate, 165, 3.0)                     # temp C, seconds
        '''),
     "peel @azenta_xpeel > transfer volume_ul=10 @hamilton_star > "
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("sc-52", _t('''
        Run both steps on the workcell.

        # amplicon QC -- all tuples are (deg C, seconds)
        odtc.run_pcr(cycles=25, init=(98, 30), denat=(98, 10), anneal=(65, 30),
                     ext=(72, 45), final=(72, 300), hold=4)
        labchip.run(assay="DNA 5K", samples=96)
        '''),
     "run_pcr cycles=25 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=30 extension_c=72 "
     "extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc > "
     "run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("sc-53", _t('''
        Run this on the Flex, and do the paused spin on the 5424 R instead of by hand.

        def run(ctx):
            p1000.transfer(500, lysis_res["A1"], tube_rack.wells())    # lysis buffer, every tube
            ctx.pause("Spin tubes: 12,000 x g, 5 min, then put the rack back")
            p1000.transfer(400, tube_rack.wells(), clean_rack.wells())  # supernatant
        '''),
     "transfer volume_ul=500 @opentrons_flex > spin rcf_g=12000 duration_s=300 @eppendorf_5424r > "
     "transfer volume_ul=400 @opentrons_flex"),

    ("sc-54", _t('''
        Run this on the Cytomat and the SpectraMax.

        cytomat.incubate(plate, temp_c=37, minutes=30)     # pNPP substrate development
        reader.read_absorbance(plate, wavelength_nm=405)
        '''),
     "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
     "read_absorbance wavelength_nm=405 @spectramax_i3x"),

    ("sc-55", _t('''
        Please run the same on the BioShake and the HiG4.

        # digest + clear, 96 PCR plate
        BIOSHAKE_RPM = 1400
        BIOSHAKE_TEMP_C = 56
        BIOSHAKE_MIN = 10
        HIG4_G = 4000
        HIG4_S = 180
        shake(BIOSHAKE_RPM, BIOSHAKE_MIN * 60, BIOSHAKE_TEMP_C)
        spin(HIG4_G, HIG4_S)
        '''),
     "shake speed_rpm=1400 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=4000 duration_s=180 @bionex_hig4"),

    ("sc-56", _t('''
        Run it here, OT-2 for the pipetting.

        def run(protocol):
            p300.transfer(50, substrate, plate.wells())
            # hs.set_and_wait_for_shake_speed(300)   # removed June 2023, caused splashing
            # protocol.delay(seconds=30)
            protocol.comment("now read fluorescence ex 340 / em 460 on the reader")
        '''),
     "transfer volume_ul=50 @opentrons_ot2 > read_fluorescence excitation_nm=340 emission_nm=460"),

    ("sc-57", _t('''
        Run main() from this on the workcell.

        def old_wash(plate):            # not used since the KingFisher took over washing
            centrifuge(plate, g=500, s=300)
            aspirate_supernatant(plate)

        def main(plate):
            liquid_handler.add(plate, reagent="lysis", vol_ul=150)
            time.sleep(10 * 60)         # lysis at RT
            kingfisher.run("lysate_clean")

        main(plate)
        '''),
     "transfer volume_ul=150 > incubate duration_s=600 > run_program @kingfisher_flex"),

    ("sc-58", _t('''
        Same again here, but use 50 uL of substrate.

        SUBSTRATE_UL = 30
        p300.transfer(SUBSTRATE_UL, substrate_res["A1"], plate.wells())
        bioshake.shake(rpm=900, seconds=20)
        reader.absorbance(405)
        '''),
     "transfer volume_ul=50 > shake speed_rpm=900 duration_s=20 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=405"),

    ("sc-59", _t('''
        Same here, but read at 600 nm on the SpectraMax - 595 was only because of the old
        filter reader.

        cytomat.incubate(plate, temp_c=37, hours=6)
        reader.read_absorbance(plate, wavelength_nm=595)
        '''),
     "incubate temperature_c=37 duration_s=21600 @cytomat_2c450 > "
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("sc-60", _t('''
        Friday wrap-up script - run the same on the workcell.

        a4s.seal(plate, temp_c=175, time_s=1.5)
        store_cold(plate)        # 4 C hotel until Monday
        '''),
     "seal temperature_c=175 duration_s=1.5 @azenta_a4s > store temperature_c=4"),

    ("sc-61", _t('''
        Run this worklist on the Fluent and do the steps in the last comment too.

        C; primer top-up, plate PR-12
        A;Primers;;Trough 25ml;1;;50;;;
        D;PCRPlate;;96 Well PCR;1;;50;;;
        W;
        A;Primers;;Trough 25ml;1;;50;;;
        D;PCRPlate;;96 Well PCR;2;;50;;;
        W;
        A;Primers;;Trough 25ml;1;;50;;;
        D;PCRPlate;;96 Well PCR;3;;50;;;
        W;
        A;Primers;;Trough 25ml;1;;50;;;
        D;PCRPlate;;96 Well PCR;4;;50;;;
        W;
        C; after the worklist: spin 800 x g for 1 min on the VSpin, then seal 170 C 2 s
        '''),
     "transfer volume_ul=50 wells=4 @tecan_fluent > spin rcf_g=800 duration_s=60 @agilent_vspin > "
     "seal temperature_c=170 duration_s=2"),

    ("sc-62", _t('''
        Run this on the Flex, and the 56 °C step on the ODTC.

        # ProtK digest (Flex); pcr_plate already holds 45 uL lysate per well
        for well in pcr_plate.wells():
            p50.pick_up_tip()
            p50.aspirate(5, protk)
            p50.dispense(5, well)
            p50.mix(5, 20, well)       # 5 x 20 uL
            p50.drop_tip()
        # then 56 C for 10 min on the thermocycler
        '''),
     "transfer volume_ul=5 @opentrons_flex > mix volume_ul=20 @opentrons_flex > "
     "incubate temperature_c=56 duration_s=600 @inheco_odtc"),

    ("sc-63", _t('''
        Same on the workcell: the STAR for pipetting and the BioShake instead of the
        Hamilton heater-shaker.

        await lh.pick_up_tips96(tips)
        await lh.aspirate96(buffer_res, volume=100)
        await lh.dispense96(plate, volume=100)
        await lh.drop_tips96(tips)
        await hhs.shake(speed=1500)        # Hamilton Heater Shaker, rpm
        await asyncio.sleep(120)
        await hhs.stop_shaking()
        '''),
     "transfer volume_ul=100 @hamilton_star > "
     "shake speed_rpm=1500 duration_s=120 @qinstruments_bioshake_3000t_elm"),

    # ------------------------------------------------------------------ must halt
    ("sc-64", _t('''
        Run the same on the HiG4.

        # clarify lysate in the 96 PCR plate -- we need a hard pellet
        SPIN_G = 6000
        SPIN_S = 300
        hig4.spin(plate, SPIN_G, SPIN_S)
        '''),
     "halted"),

    ("sc-65", _t('''
        Same here but seal at 215 °C - the new foil is thicker.

        SEAL_TEMP_C = 170
        a4s.seal(plate, SEAL_TEMP_C, 2)      # temp C, seconds
        vspin.spin(plate, 1000, 60)          # x g, seconds
        '''),
     "halted"),

    ("sc-66", _t('''
        Same again on the workcell, but bump the shake to 3500 rpm, the beads clump.

        p300.transfer(20, beads, plate.wells())
        bioshake.shake(rpm=2000, seconds=60)
        '''),
     "halted"),

    ("sc-67", _t('''
        Please run this read on the SpectraMax.

        # peptide quant in a UV-transparent plate (Corning 3635)
        WAVELENGTH_NM = 220
        reader.read_absorbance(plate, wavelength_nm=WAVELENGTH_NM)
        '''),
     "halted"),

    ("sc-68", _t('''
        Run this spin on the 5424 R.

        # pellet nuclei, 2 mL tubes
        RCF_G = 25000
        SPIN_MIN = 20
        TEMP_C = 4
        micro.spin(tubes, RCF_G, SPIN_MIN * 60, TEMP_C)
        '''),
     "halted"),

    ("sc-69", _t('''
        Can you run this media change on the OT-2?

        def run(protocol):
            plate = protocol.load_labware("corning_96_wellplate_360ul_flat", 2)
            media = protocol.load_labware("nest_1_reservoir_195ml", 1)
            p1000 = protocol.load_instrument("p1000_single_gen2", "right", tip_racks=[tips])
            p1000.transfer(400, media["A1"], plate.wells())    # fresh medium, 400 uL/well
        '''),
     "halted"),

    ("sc-70", _t('''
        Run this on the SpectraMax, same settings.

        # very dim reporter line, so integrate 2 min per well
        INTEGRATION_TIME_S = 120
        reader.read_luminescence(plate, integration_s=INTEGRATION_TIME_S)
        '''),
     "halted"),

    # ------------------------------------------------------------------ must ask
    ("sc-71", _t('''
        Run this on the workcell please.

        CENTRIFUGE_RPM = 2000     # plate spin before the read
        CENTRIFUGE_MIN = 3
        centrifuge.spin(plate, rpm=CENTRIFUGE_RPM, minutes=CENTRIFUGE_MIN)
        '''),
     "ask"),

    ("sc-72", _t('''
        Same as this on the OT-2, but use 50 uL.

        def run(protocol):
            p300.transfer(30, buffer_res["A1"], plate.wells())    # assay buffer
            p20.transfer(10, samples.wells(), plate.wells())      # samples
        '''),
     "ask"),

    ("sc-73", _t('''
        Can you run this here?

        def run(ctx):
            p1000.transfer(200, lysis_res["A1"], tube_rack.wells())
            # vortex the tubes 10 s to resuspend, then spin down
            vortexer.run(seconds=10)
            micro.spin(tubes, rcf=1000, seconds=30)
        '''),
     "ask"),

    ("sc-74", _t('''
        Please run the same dispense on our workcell.

        # compound stamping, 50 nL per well, source 384PP, dest 1536 assay plate
        echo.transfer(src_plate="384PP", dst_plate="assay_1536", volume_nl=50)
        '''),
     "ask"),

    ("sc-75", _t('''
        Run this on the BioShake.

        SHAKE_RPM = 1000
        SHAKE_MINUTES = None    # TODO: fill in from the kit insert
        bioshake.shake(rpm=SHAKE_RPM, minutes=SHAKE_MINUTES)
        '''),
     "ask"),

    ("sc-76", _t('''
        Run the same thing here.

        def activate(plate):
            """Incubate 30 min at 37 °C in the Cytomat to activate the cells."""
            cytomat.incubate(plate, temp_c=37, minutes=60)
        '''),
     "ask"),
]
