"""Hold-out batch "lastrun": requests that open with what went wrong or what happened on an
earlier run, then ask for this run's steps.

Style: notes from postdocs, technicians and core-facility staff (British and American) that
start with the history - a failed or aborted run, a poor yield, a QC number (OD, Ct, RIN,
Z', CV, ng/uL, A260/280), an old setting, an error message - and only then say what to do
now. Many are "same as last time but ..." requests that change a single value. The robot is
often named only in a header line ("Instrument: HiG4"), a role/signature line ("Priya,
Fluent operator, Screening Core") or a closing "Use the X." sentence.

Reading rules a careful lab engineer applies to this style:
* Only this run's steps are steps. Values that describe the earlier run (old speeds, times,
  temperatures, volumes), QC results, yields, error codes, dates, lot and catalogue numbers,
  costs and plate or sample IDs are context, never step values.
* "Same as last time but X" / "same again, keep the time" / "same wavelengths": the old
  values the text actually quotes for that step carry over into this run, except the one
  being changed, which takes its new value. The device of the quoted earlier step carries
  over too when the text says to repeat it there.
* "Same as last time" with the old values NOT written in the text is a missing value: ask.
* An old value that was out of range (the reason the last run failed) does not make this run
  impossible; the new, in-range value is planned. A new value outside every suitable
  instrument's limit halts the plan.
* A device named only in a header, role line or closing "Use the X." sentence names the
  instrument for the steps that instrument performs; steps no named instrument does get no
  @device unless the text names one for them.
* Room temperature / RT without a number is a wait with no temperature value.
* A speed given only in rpm (no rotor or radius), two competing values with no decision, an
  instrument the lab does not have, an operation no instrument performs (sonicate, vortex,
  autoclave) or a value that is simply not given: ask.
* Expected strings list only values the text states for this run (converted to s, degC, uL,
  x g, nm), in run order; `wells=N` only when the text restricts a step to part of a plate.
"""
from textwrap import dedent

CASES: list[tuple[str, str, str]] = [
    (
        "lr01_hig4_balance_error",
        dedent("""\
            Last run the HiG4 threw an imbalance error about 40 s in - turned out the balance
            plate was an empty one (plate ID BAL-02). I've made a water-filled balance now.
            Please spin the 384-well PCR plate at 3,000 x g for 2 min.
        """),
        "spin rcf_g=3000 duration_s=120 @bionex_hig4",
    ),
    (
        "lr02_vspin_same_but_longer",
        dedent("""\
            Tuesday's run: VSpin, 500 xg, 1 min. Still droplets hanging on the well walls
            afterwards (checked 6 plates, 4 had them). Same again but 3 min please.
        """),
        "spin rcf_g=500 duration_s=180 @agilent_vspin",
    ),
    (
        "lr03_a4s_seal_bump_temp",
        dedent("""\
            The seals from Friday's batch lifted at the corners - we had the a4S at 160 °C for
            1.5 s. Bump the temperature to 175 °C and keep the time as it was.
            -- Gemma (research technician, Genomics Core)
        """),
        "seal temperature_c=175 duration_s=1.5 @azenta_a4s",
    ),
    (
        "lr04_od600_wrong_wavelength",
        dedent("""\
            Instrument: SpectraMax i3x (room 3.07)
            Last week's growth-curve reads were all saturating around 3.5 because the protocol
            was still set to 405 nm from someone's ELISA. Read the culture plate at 600 nm
            this time.
        """),
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "lr05_gfp_same_wavelengths",
        dedent("""\
            GFP read on the 9th came out weak (ex 485 / em 535, S/B only 1.8) - turned out the
            gain was on low, which I've now fixed in the protocol file. Same wavelengths,
            just re-read plate GFP-0412. Use the SpectraMax.
        """),
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "lr06_ctg_integration",
        dedent("""\
            CellTiter-Glo plate from the 12th: integration at 0.1 s gave CVs of ~18 % across
            the vehicle wells, which is useless. Read this one with 1 s integration.
            Use the SpectraMax.
        """),
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "lr07_bioshake_beads_settled",
        dedent("""\
            Beads settled out during the binding step last time - we had the BioShake at
            800 rpm. Shake at 1,400 rpm for 5 mins at room temp this time.
        """),
        "shake speed_rpm=1400 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "lr08_cytomat_header_overnight",
        dedent("""\
            Instrument: Cytomat 2C450
            The overnight cultures only got to OD 0.4 after 12 h at 30 °C on Monday. Give this
            lot 16 h at 30 °C.
        """),
        "incubate temperature_c=30 duration_s=57600 @cytomat_2c450",
    ),
    (
        "lr09_odtc_protk_hold",
        dedent("""\
            Proteinase K step last run was only 10 min and the lysates were still cloudy
            (and the RIN came back at 5.2). Hold the plate at 56 C for 30 min on the ODTC.
        """),
        "incubate temperature_c=56 duration_s=1800 @inheco_odtc",
    ),
    (
        "lr10_5424r_loose_pellets",
        dedent("""\
            Pellets were loose after Monday's 5-minute spin at 12,000 x g and we lost about
            a third of them when decanting. Spin the 1.5 mL tubes at 16,000 x g for 10 min at
            4 °C on the 5424 R.
        """),
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "lr11_5810_falcons",
        dedent("""\
            Harvest from the 2 L flasks, split into 50 mL Falcons. Last time 3,000 x g for
            10 min left a smeary pellet. Today: 3,220 x g, 15 min, 4 degrees.
            Use the 5810.
        """),
        "spin rcf_g=3220 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "lr12_star_underdelivery",
        dedent("""\
            The normalisation run on 3 March under-delivered: gravimetric check gave 18.6 uL
            per well against a 20 uL target. Liquid class has been recalibrated since.
            Please transfer 20 uL of each sample into the assay plate. Use the STAR again.
        """),
        "transfer volume_ul=20 @hamilton_star",
    ),
    (
        "lr13_ot2_wrong_half",
        dedent("""\
            Last run the OT-2 dispensed into columns 7-12, which were empty, and skipped the
            samples. Protocol fixed. This time add 50 ul of buffer to columns 1-6 only of the
            96-well plate.
        """),
        "transfer volume_ul=50 wells=48 @opentrons_ot2",
    ),
    (
        "lr14_flex_elution_volume",
        dedent("""\
            Robot: Opentrons Flex (bay B)
            Previous prep eluted in 150 µL and the yields were only ~12 ng/µL, too dilute for
            the library kit. Dispense 100 µL of elution buffer per well instead.
        """),
        "transfer volume_ul=100 @opentrons_flex",
    ),
    (
        "lr15_fluent_role_mix",
        dedent("""\
            Last Thursday the compound wasn't mixed in properly and Z' dropped to 0.31 on
            three of the four plates. Please mix each well with 40 µl before the plate goes
            off deck.
            Priya S. - Fluent operator, HTS Core
        """),
        "mix volume_ul=40 @tecan_fluent",
    ),
    (
        "lr16_i7_tip_error_restart",
        dedent("""\
            Biomek i7 run on 14 Aug aborted at step 6 (tip pickup error, box 3 was short).
            Tips restocked. Restart from the reagent addition: 25 microlitres of master mix into
            every well. That's the only step left.
        """),
        "transfer volume_ul=25 @biomek_i7_hybrid",
    ),
    (
        "lr17_i5_diluent_closing",
        dedent("""\
            Last week's dilution series came out 2-fold off because the diluent step ran with
            90 ul instead of 180 ul (wrong variable in the method). This time: 180 ul of
            diluent into each well of the dilution plate. Use the i5.
        """),
        "transfer volume_ul=180 @biomek_i5",
    ),
    (
        "lr18_odtc_more_cycles",
        dedent("""\
            The last PCR (25 cycles) gave faint bands on the gel, maybe 5 ng/ul at best.
            Run it on the ODTC with 32 cycles: 95 °C 3 min, then 95 °C 30 s / 58 °C 30 s /
            72 °C 45 s, final extension 72 °C 5 min, hold at 4 °C.
        """),
        "run_pcr cycles=32 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 "
        "extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "lr19_cfx_ntc_contamination",
        dedent("""\
            Instrument: CFX384
            NTCs came up at Ct 34 on the last plate; fresh master mix and water now (lot
            2291A). Run 40 cycles: 95 °C for 2 min, then 95 °C 15 s and 60 °C 1 min.
        """),
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "lr20_labchip_full_plate",
        dedent("""\
            Last LabChip run we only loaded 48 of the 96 because the chip was two days off
            expiry. New chip in today, so run all 96 samples on the LabChip (DNA 1K).
        """),
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "lr21_kingfisher_comb",
        dedent("""\
            The KingFisher stopped halfway through wash 2 last time - the tip comb wasn't
            seated. Please rerun the mag-bead clean-up program on the sample plate.
        """),
        "run_program @kingfisher_flex",
    ),
    (
        "lr22_xpeel_crooked_seal",
        dedent("""\
            The XPeel missed the seal on plate 7 yesterday (the seal had gone on crooked and
            only half came off). Please re-peel plate 7.
        """),
        "peel @azenta_xpeel",
    ),
    (
        "lr23_pf400_retaught",
        dedent("""\
            The PF400 dropped a plate at the hotel nest yesterday afternoon; the position was
            re-taught this morning (offset was out by 3 mm). Move the assay plate from the
            reader to the hotel.
        """),
        "move_plate @precise_pf400",
    ),
    (
        "lr24_store_evaporation",
        dedent("""\
            Plates left sitting on deck over the weekend lost roughly 15 % volume to
            evaporation last time. When this run finishes, store the plate at 4 °C.
        """),
        "store temperature_c=4",
    ),
    (
        "lr25_rt_wait_signal",
        dedent("""\
            Signal hadn't developed at 10 min last time (OD 0.08 in the top standard). Let the
            substrate sit for 30 minutes at room temperature.
        """),
        "incubate duration_s=1800",
    ),
    (
        "lr26_hig4_new_plate_lot",
        dedent("""\
            HiG4 - Structural Bio booking
            Cheers for squeezing us in on Wednesday. That 4,500 g spin cracked two plates,
            but they were old stock from 2019 rated lower. We now have a new lot of 96-well
            PCR plates rated higher. Same speed and time as Wednesday: 4,500 x g for
            5 minutes.
        """),
        "spin rcf_g=4500 duration_s=300 @bionex_hig4",
    ),
    (
        "lr27_vspin_same_g_longer",
        dedent("""\
            Previous spin was 1,000 rcf for 30 sec and didn't clear the bubbles in the 384
            plate. Go 1 min this time, same g. Use the VSpin again.
        """),
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "lr28_bioshake_digest",
        dedent("""\
            Digestion was incomplete last time - we did it on the old benchtop mixer at 37 °C
            and 1000 rpm. On the BioShake this time: 1200 rpm, 45 °C, 20 min.
        """),
        "shake speed_rpm=1200 duration_s=1200 temperature_c=45 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "lr29_resorufin_no_device",
        dedent("""\
            Resorufin read last week was set to 530 excitation and the background was awful.
            This time read fluorescence at 560 nm excitation, 590 nm emission.
        """),
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "lr30_elisa_read_late",
        dedent("""\
            ELISA plate from batch 22 - last time we forgot it and read it 45 min after stop
            solution went in, and the top standard had drifted to OD 3.9. Stop solution is
            in now; read absorbance at 450 nm straight away.
        """),
        "read_absorbance wavelength_nm=450",
    ),
    (
        "lr31_a4s_clear_film",
        dedent("""\
            The a4S jammed on Tuesday with the foil roll (ticket #5531). Clear film is loaded
            now. Seal the qPCR plate at 165 degC for 2.5 s.
        """),
        "seal temperature_c=165 duration_s=2.5 @azenta_a4s",
    ),
    (
        "lr32_fluent_deepwell_topup",
        dedent("""\
            Last lot of deep-well cultures were under-fed - they only got 0.5 mL of media each
            and crashed by 20 h. Add 1 mL of LB to each well on the Fluent.
        """),
        "transfer volume_ul=1000 @tecan_fluent",
    ),
    (
        "lr33_organoids_72h",
        dedent("""\
            Organoids from run 5 were rather sparse at the 48 h check (about 60 % of wells
            had anything worth imaging). Incubate the new plate at 37 °C for 72 h.
            Cytomat 2C450, as usual.
        """),
        "incubate temperature_c=37 duration_s=259200 @cytomat_2c450",
    ),
    (
        "lr34_5424r_cloudy_supernatant",
        dedent("""\
            Supernatant came off cloudy on the 8th - we'd only spun 2 min. 5424 R this time:
            21,000 ×g, 15 mins, 4 °C.
        """),
        "spin rcf_g=21000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "lr35_ot2_bead_clumps",
        dedent("""\
            The OT-2 left the beads clumped last run - it was only mixing with 20 uL in a
            100 uL bead suspension. Mix at 80 uL this time.
        """),
        "mix volume_ul=80 @opentrons_ot2",
    ),
    (
        "lr36_lum_drift",
        dedent("""\
            Last week's RLU dropped by about half between the 2 min and 20 min reads, so the
            late plates are not comparable. Read luminescence with 0.5 s integration as soon
            as the reagent is in.
        """),
        "read_luminescence integration_s=0.5",
    ),
    (
        "lr37_star_rows_384",
        dedent("""\
            Last run the STAR dispensed detection reagent across the whole 384-well plate
            but only rows A-H hold samples (I-P are empty), so half the reagent went in the
            bin. Add 10 uL of detection reagent to rows A-H only.
        """),
        "transfer volume_ul=10 wells=192 @hamilton_star",
    ),
    (
        "lr38_labchip_three_fails",
        dedent("""\
            LabChip QC on last week's library batch: 3 of the 24 failed (no peak, probably
            air in the sipper). Re-run just those 3 libraries on the LabChip.
        """),
        "run_assay sample_count=3 @labchip_gx_touch_ht",
    ),
    (
        "lr39_odtc_heat_inactivation",
        dedent("""\
            Heat inactivation at 65 °C for 10 min wasn't enough last time - the enzyme was
            still chewing the product. Do 80 deg for 20' on the ODTC.
        """),
        "incubate temperature_c=80 duration_s=1200 @inheco_odtc",
    ),
    (
        "lr40_5810_cell_plates",
        dedent("""\
            Last month's cell pellets on the 5810 at 300 x g were a bit loose after the
            medium change. Today spin the plates at 400 x g for 4 min at 20 °C on the 5810.
        """),
        "spin rcf_g=400 duration_s=240 temperature_c=20 @eppendorf_5810r",
    ),
    (
        "lr41_cfx_same_but_45",
        dedent("""\
            Plate 3 last Thursday on the CFX384: 95 °C 3 min, then 40 x (95 °C 10 s, 60 °C
            30 s). The late targets hadn't plateaued by the end. Same again but 45 cycles.
        """),
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "lr42_odtc_same_but_annealing",
        dedent("""\
            Re: ODTC, amplicon panel B
            Last run: 98 °C 30 s; 30 cycles of 98 °C 10 s / 60 °C 20 s / 72 °C 30 s; then
            72 °C 2 min. Gel showed a fat primer-dimer band. Same again with the annealing
            at 64 °C, everything else unchanged.
        """),
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=64 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=120 @inheco_odtc",
    ),
    (
        "lr43_hig4_typo_corrected",
        dedent("""\
            Last week someone typed 50,000 x g into the HiG4 method and it refused to start,
            which is why the plates sat on the bench for an hour. The correct setting is
            2,500 x g for 3 min - please run that.
        """),
        "spin rcf_g=2500 duration_s=180 @bionex_hig4",
    ),
    (
        "lr44_peel_before_read",
        dedent("""\
            Last read came back flat (OD 0.05 in every well) because the seal was still on.
            Before you read at 450 nm, take the seal off on the XPeel. Use the SpectraMax.
        """),
        "peel @azenta_xpeel > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "lr45_star_spin_read_bubbles",
        dedent("""\
            Before reading, spin the plate at 1000 x g for 1 min - last time bubbles gave us
            random OD spikes of ~0.9 in about a dozen wells. So: STAR adds 100 uL of pNPP
            substrate, then the spin, then read at 405 nm.
        """),
        "transfer volume_ul=100 @hamilton_star > spin rcf_g=1000 duration_s=60 > "
        "read_absorbance wavelength_nm=405",
    ),
    (
        "lr46_seal_then_odtc",
        dedent("""\
            Edge wells evaporated on the last PCR because the plate went onto the ODTC
            unsealed (lost ~8 uL from A1-A12). This time seal it on the a4S at 170 °C for 2 s,
            then cycle on the ODTC: 35 cycles of 95 °C 15 s, 55 °C 30 s, 72 °C 1 min.
        """),
        "seal temperature_c=170 duration_s=2 @azenta_a4s > run_pcr cycles=35 "
        "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 extension_c=72 "
        "extension_s=60 @inheco_odtc",
    ),
    (
        "lr47_i7_shake_cytomat",
        dedent("""\
            Cells from the last batch peeled off during the wash (we'd used the harsh
            buffer, lot 7781). This run, on the i7: add 50 µL of the gentle dissociation
            buffer, shake at 300 rpm for 2 min on the BioShake, then into the Cytomat at 37 °C
            for 10 min.
        """),
        "transfer volume_ul=50 @biomek_i7_hybrid > "
        "shake speed_rpm=300 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "incubate temperature_c=37 duration_s=600 @cytomat_2c450",
    ),
    (
        "lr48_vspin_before_flex_eluate",
        dedent("""\
            Bead carry-over into the eluate last time (A260/280 of 1.6, brown tinge). Before
            the Flex takes the eluate off, give the plate a quick spin on the VSpin: 500 x g,
            1 min. Then the Flex transfers 40 uL of eluate into the fresh plate.
        """),
        "spin rcf_g=500 duration_s=60 @agilent_vspin > transfer volume_ul=40 @opentrons_flex",
    ),
    (
        "lr49_kf_star_labchip",
        dedent("""\
            Last prep's yields averaged 8 ng/µL with two wells dropping out completely, so
            we're redoing the whole plate. KingFisher clean-up first, then the STAR moves
            10 µL of each eluate into a PCR plate, then run all 96 on the LabChip.
        """),
        "run_program @kingfisher_flex > transfer volume_ul=10 @hamilton_star > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "lr50_fluent_seal_spin_cfx",
        dedent("""\
            NTC contamination on 14/05 was traced to the 384 plate sitting open on deck for
            40 min. This time keep it moving: the Fluent dispenses 10 µL of master mix per
            well, seal at 165 °C for 3 s, spin 1,000 x g for 1 min, then straight onto the
            CFX384 - 95 °C 3 min, then 40 cycles of 95 °C 15 s / 60 °C 60 s.
        """),
        "transfer volume_ul=10 @tecan_fluent > seal temperature_c=165 duration_s=3 > "
        "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 "
        "initial_denaturation_s=180 denaturation_c=95 denaturation_s=15 annealing_c=60 "
        "annealing_s=60 @biorad_cfx384",
    ),
    (
        "lr51_equilibrate_then_lum",
        dedent("""\
            Reading straight after adding the reagent gave drifting RLUs last Tuesday (CV
            22 % on the controls). Let the plate equilibrate for 10 min at RT, then read
            luminescence, 0.5 s per well. Use the SpectraMax.
        """),
        "incubate duration_s=600 > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "lr52_star_same_but_diluent",
        dedent("""\
            Last run on the Hamilton: diluent first at 70 uL, then 30 uL of sample on top.
            The dilutions came out too concentrated for the standard curve. Same two steps,
            same order, but 140 uL of diluent.
        """),
        "transfer volume_ul=140 @hamilton_star > transfer volume_ul=30 @hamilton_star",
    ),
    (
        "lr53_bioshake_then_vspin",
        dedent("""\
            Pellets resuspended poorly last round - clumps visible by eye in row D. This time
            BioShake at 1,800 rpm for 3 min, then spin 200 xg for 30" on the VSpin to bring
            the droplets down.
        """),
        "shake speed_rpm=1800 duration_s=180 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=200 duration_s=30 @agilent_vspin",
    ),
    (
        "lr54_peel_add_reseal",
        dedent("""\
            The enzyme add got skipped last time because the STAR's cLLD saw the seal and
            aborted. So: XPeel first, then the STAR adds 5 µl of enzyme per well, then reseal
            at 170 °C for 2 s.
        """),
        "peel @azenta_xpeel > transfer volume_ul=5 @hamilton_star > "
        "seal temperature_c=170 duration_s=2",
    ),
    (
        "lr55_odtc_then_fridge",
        dedent("""\
            Last time the plate sat on the ODTC at its hold all weekend and the block error
            log filled up. Cycle on the ODTC: 98 °C 30 s; 25 cycles of 98 °C 10 s, 65 °C
            30 s, 72 °C 30 s; 72 °C 5 min. Afterwards store the plate at 4 °C.
        """),
        "run_pcr cycles=25 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=30 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=300 @inheco_odtc > "
        "store temperature_c=4",
    ),
    (
        "lr56_i5_standards_mix",
        dedent("""\
            Standards were patchy on the last run (R² 0.96, the 1:8 point way off). On the
            i5: add 100 µL of standard diluent to each well, then mix with 80 µL.
        """),
        "transfer volume_ul=100 @biomek_i5 > mix volume_ul=80 @biomek_i5",
    ),
    (
        "lr57_cytomat_then_od600",
        dedent("""\
            OD600 after 6 h was only 0.2 last time, not enough to induce. Incubate at 37 °C
            for 8 hrs in the Cytomat, then read OD600.
        """),
        "incubate temperature_c=37 duration_s=28800 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "lr58_pf400_hig4",
        dedent("""\
            The PF400 put the plate into the wrong HiG4 bucket last time and the run faulted
            on imbalance. Bucket positions re-taught. PF400 moves the plate to the HiG4, then
            spin at 2,000 x g for 5 min.
        """),
        "move_plate @precise_pf400 > spin rcf_g=2000 duration_s=300 @bionex_hig4",
    ),
    (
        "lr59_5424r_then_ot2",
        dedent("""\
            Debris carried over into the supernatant last time (we only gave it 1 min). Spin
            the lysate tubes on the 5424 R at 13,000 x g for 5 min, then the OT-2 takes
            200 uL of supernatant from each into the deep-well plate.
        """),
        "spin rcf_g=13000 duration_s=300 @eppendorf_5424r > transfer volume_ul=200 @opentrons_ot2",
    ),
    (
        "lr60_shake_then_fluor",
        dedent("""\
            Instruments: BioShake 3000T elm, SpectraMax i3x
            Signal was noisy last time because the plate went straight from the fridge to the
            reader (condensation on the lid). Shake at 600 rpm for 1 min at 30 °C, then read
            fluorescence ex 535 / em 587.
        """),
        "shake speed_rpm=600 duration_s=60 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
        "read_fluorescence excitation_nm=535 emission_nm=587 @spectramax_i3x",
    ),
    (
        "lr61_flex_odtc_flex",
        dedent("""\
            End-repair ran short last run (15 min instead of 30) and ligation efficiency
            tanked to ~20 %. The Flex adds 10 µL of ER mix; hold at 20 °C for 30 min on the
            ODTC; then the Flex adds 5 µL of ligation mix.
        """),
        "transfer volume_ul=10 @opentrons_flex > incubate temperature_c=20 duration_s=1800 "
        "@inheco_odtc > transfer volume_ul=5 @opentrons_flex",
    ),
    (
        "lr62_seal_then_cold",
        dedent("""\
            The plates we stored unsealed last week picked up condensation and two wells
            cross-contaminated. Seal at 160 °C for 1 s, then put the plate away at 4 °C.
        """),
        "seal temperature_c=160 duration_s=1 > store temperature_c=4",
    ),
    (
        "lr63_i7_cols_1_3_then_read",
        dedent("""\
            Last run the i7 dispensed detection reagent into all 12 columns but only 1-3
            had samples - about £400 of reagent down the drain. Dispense 20 µL of detection
            reagent into columns 1-3 only of the 96-well plate, then read fluorescence at
            485/520.
        """),
        "transfer volume_ul=20 wells=24 @biomek_i7_hybrid > "
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "lr64_odtc_then_kingfisher",
        dedent("""\
            Primer dimers carried straight through into the last library pool. After the PCR
            on the ODTC (30 cycles of 98 °C 10 s / 62 °C 15 s / 72 °C 20 s), run the bead
            clean-up on the KingFisher.
        """),
        "run_pcr cycles=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=15 "
        "extension_c=72 extension_s=20 @inheco_odtc > run_program @kingfisher_flex",
    ),
    (
        "lr65_star_water_labchip",
        dedent("""\
            The LabChip flagged low volume across last week's plate - only ~8 µL a well after
            evaporation. The STAR adds 15 µL of water to every well, then run all 96 on the
            LabChip.
        """),
        "transfer volume_ul=15 @hamilton_star > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "lr66_hig4_above_max",
        dedent("""\
            Last run, 4,000 x g for 10 min on the HiG4 still left a haze in the supernatant of
            the 96-well plate. Go up to 6,000 x g this time, same 10 min.
        """),
        "halted",
    ),
    (
        "lr67_a4s_above_max",
        dedent("""\
            Seals lifted on the PCR plates again last time at 190 °C. The supplier says this
            new foil (cat. AB-0757) needs 210 °C for 3 s, so seal at 210 °C for 3 s.
            Use the a4S.
        """),
        "halted",
    ),
    (
        "lr68_abs_below_range",
        dedent("""\
            Our A230 reads last run were noisy and didn't track the peptide concentration at
            all. This time read absorbance at 200 nm for the peptide backbone. Use the
            SpectraMax.
        """),
        "halted",
    ),
    (
        "lr69_bioshake_above_max",
        dedent("""\
            The beads were still clumped after 3,000 rpm for 2 min on the BioShake last
            time. Try 3,500 rpm for 2 min.
        """),
        "halted",
    ),
    (
        "lr70_overfill_flat_plate",
        dedent("""\
            Cells dried out at the edges of the 96-well flat-bottom plate with 200 µL last
            time (the outer ring lost nearly half). Add 400 µL of medium per well this time.
            Use the STAR.
        """),
        "halted",
    ),
    (
        "lr71_lum_integration_too_long",
        dedent("""\
            The glow signal was barely above background with 10 s integration on the
            SpectraMax last run. Integrate for 90 s per well this time.
        """),
        "halted",
    ),
    (
        "lr72_5424r_above_max",
        dedent("""\
            The 20,000 x g spin on the 5424 R last Friday didn't pellet the nanoparticles.
            Same 1.5 mL tubes, but 25,000 x g for 30 min at 4 °C.
        """),
        "halted",
    ),
    (
        "lr73_same_spin_unstated",
        dedent("""\
            Monday's run went fine - yields 45-60 ng/µL across the plate. Do the same spin as
            last time on today's plate, then hand it over to the STAR.
        """),
        "ask",
    ),
    (
        "lr74_5810_rpm_only",
        dedent("""\
            Last time's pellet was loose at 2,000 rpm. Spin the Falcons at 4,000 rpm for
            10 min on the 5810 this time.
        """),
        "ask",
    ),
    (
        "lr75_competing_durations",
        dedent("""\
            Last week's 1 h at 37 °C gave low signal. Anja says go to 2 h, Tom says 90 min is
            plenty - just set it up in the Cytomat at 37 °C.
        """),
        "ask",
    ),
    (
        "lr76_echo_not_in_lab",
        dedent("""\
            The Echo skipped wells on the last run - the DMSO had taken on water and the
            survey flagged 38 wells. Re-run the 50 nL compound transfer on the Echo 650 with
            the fresh source plate.
        """),
        "ask",
    ),
    (
        "lr77_sonicate",
        dedent("""\
            The lysate was too viscous last time and clogged the tips. Sonicate the samples
            3 x 10 s first, then the STAR transfers 100 µL of each to the clearing plate.
        """),
        "ask",
    ),
    (
        "lr78_longer_no_value",
        dedent("""\
            The 37 °C incubation in the Cytomat was too short last time - signal barely above
            background. Incubate longer this time, then read at 450 nm.
        """),
        "ask",
    ),
]
