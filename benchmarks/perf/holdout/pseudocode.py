"""Hold-out batch "pseudocode": intents written as pseudo-code by computational biologists.

Runs typed as Python-ish function calls (``spin(plate, rcf=..., t="2min")``), method chains
(``plate.add(...).shake(...)``), loops (expanded in the expected answer), variables with unit
comments, nested calls, R (``<-``, ``%>%``, ``on.exit``) and Matlab (``%`` comments, name/value
pairs, structs) syntax. Units come as keyword names (``minutes=``, ``t_s=``), strings
("500ms", "0.05 mL") or trailing comments. Some cases carry one line of prose.

Each case is (id, intent_text, expected); see tests/faithful_cases.py for the format of
``expected`` and the judge.
"""

from __future__ import annotations

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ single step
    (
        "pseudocode_01",
        "hig4.spin(pcr_plate, g=2500, minutes=3)",
        "spin rcf_g=2500 duration_s=180 @bionex_hig4",
    ),
    (
        "pseudocode_02",
        "a4s.seal(plate, temp_C=165, t_s=2.5)  # 96-well PCR plate, clear film",
        "seal temperature_c=165 duration_s=2.5 @azenta_a4s",
    ),
    (
        "pseudocode_03",
        "od = reader.absorbance(plate, wl=600)  # OD600 of the overnight cultures, 96-well flat",
        "read_absorbance wavelength_nm=600",
    ),
    (
        "pseudocode_04",
        'fl <- read_fluorescence(plate, ex = 485, em = 528, instrument = "SpectraMax i3x")',
        "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x",
    ),
    (
        "pseudocode_05",
        "shake(plate, 'rpm', 1400, 'duration', 5*60, 'temp', 30);  % BioShake, duration in s",
        "shake speed_rpm=1400 duration_s=300 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "pseudocode_06",
        "xpeel.peel(assay_plate)  # foil comes off, nothing else in this step",
        "peel @azenta_xpeel",
    ),
    (
        "pseudocode_07",
        "Put the transfected cells back in for a day.\nincubate(cells_96, T=37, hours=24)",
        "incubate temperature_c=37 duration_s=86400",
    ),
    (
        "pseudocode_08",
        "lum = read_luminescence(plate, integration='500ms')",
        "read_luminescence integration_s=0.5",
    ),
    (
        "pseudocode_09",
        "ot2.transfer(src=reservoir['A1'], dst=plate96, vol_ul=75)  # fill the whole plate",
        "transfer volume_ul=75 @opentrons_ot2",
    ),
    (
        "pseudocode_10",
        "spin(tubes_1p5, rcf=16_000, t='10 min', temp=4)  # 5424 R, clear the lysates",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "pseudocode_11",
        'store(plate, device="Cytomat 2C425", temp_c=4)  # keep the lysates cold until Monday',
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "pseudocode_12",
        "xpeel.peel(pcr_plate)\nlabchip.run_assay(pcr_plate, n_samples=48)  # DNA 1K chip already primed",
        "peel @azenta_xpeel > run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "pseudocode_13",
        'kf.run_program("MagMAX_Viral_96")  # kf = KingFisher Flex, deep-well plates loaded',
        "run_program @kingfisher_flex",
    ),
    (
        "pseudocode_14",
        'pf400.move_plate(plate, dest="plate hotel")',
        "move_plate @precise_pf400",
    ),
    (
        "pseudocode_15",
        "fluent.mix(plate96[:, :6], vol=50, reps=5)  # first six columns only",
        "mix volume_ul=50 @tecan_fluent wells=48",
    ),
    (
        "pseudocode_16",
        "odtc.incubate(pcr_plate, temp=37, t='30min')  # USER enzyme digest",
        "incubate temperature_c=37 duration_s=1800 @inheco_odtc",
    ),
    (
        "pseudocode_17",
        'retrieve(plate_id="P0042", src="Cytomat 24")',
        "retrieve @cytomat_24",
    ),
    (
        "pseudocode_18",
        "V = 0.05  # mL\nstar.dispense(V, dst=deepwell96.row('A'))  # Hamilton STAR",
        "transfer volume_ul=50 @hamilton_star wells=12",
    ),
    # ------------------------------------------------------------------ two or three steps
    (
        "pseudocode_19",
        "read_abs(spin(plate, g=500, t='1min'), nm=450)",
        "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=450",
    ),
    (
        "pseudocode_20",
        "plate %>% peel() %>% read_lum(int_s = 1)",
        "peel > read_luminescence integration_s=1",
    ),
    (
        "pseudocode_21",
        "steps = [read_fl(ex=535, em=590)]\nsteps.insert(0, peel())  # plate is still sealed\nrun(steps)",
        "peel > read_fluorescence excitation_nm=535 emission_nm=590",
    ),
    (
        "pseudocode_22",
        "def readout(p): spectramax.read_abs(p, nm=562)\n"
        "def develop(p): incubate(p, temp=37, t='30 min')\n"
        "\n"
        "develop(bca_plate)\n"
        "readout(bca_plate)",
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "pseudocode_23",
        "cfg.rcf = 300; cfg.t = 120;  % x g, s\nspin(plate, cfg);\nseal(plate, 'T', 170, 't', 3);",
        "spin rcf_g=300 duration_s=120 > seal temperature_c=170 duration_s=3",
    ),
    (
        "pseudocode_24",
        "V = 8        # uL per well\n"
        "T_SEAL = 175 # degC\n"
        "biomek_i7.transfer(V, src=mm_trough, dst=qpcr384)\n"
        "seal(qpcr384, temp=T_SEAL, s=1.5)",
        "transfer volume_ul=8 @biomek_i7_hybrid > seal temperature_c=175 duration_s=1.5",
    ),
    (
        "pseudocode_25",
        "lysate = cells.add(30, 'ul', reagent='RIPA').shake(rpm=900, minutes=10)",
        "transfer volume_ul=30 > shake speed_rpm=900 duration_s=600",
    ),
    (
        "pseudocode_26",
        "vspin.spin(pcr_plate, rcf=800, t='45s', on_done=lambda p: a4s.seal(p, temp=170, t=2))",
        "spin rcf_g=800 duration_s=45 @agilent_vspin > seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "pseudocode_27",
        "run_pnpp <- function(plate) {\n"
        "  on.exit(store(plate, temp = 4))   # always park it in the fridge at the end\n"
        '  add(plate, 100, "uL", "pNPP substrate")\n'
        "  read_abs(plate, wavelength = 405)\n"
        "}",
        "transfer volume_ul=100 > read_absorbance wavelength_nm=405 > store temperature_c=4",
    ),
    (
        "pseudocode_28",
        'steps = {2: seal(temp=165, t=2), 1: transfer(25, "uL"), 3: spin(g=1500, t="1 min")}\n'
        "for k in sorted(steps): run(steps[k])",
        "transfer volume_ul=25 > seal temperature_c=165 duration_s=2 > spin rcf_g=1500 duration_s=60",
    ),
    (
        "pseudocode_29",
        "shake(plate, rpm=1200, t='3min')  # having first added 10 uL of SPRI beads to every well",
        "transfer volume_ul=10 > shake speed_rpm=1200 duration_s=180",
    ),
    (
        "pseudocode_30",
        "spin(pcr_strips, rcf=2000, t=30, temp=20)  # s, degC -- quick pulse in the 5424R",
        "spin rcf_g=2000 duration_s=30 temperature_c=20 @eppendorf_5424r",
    ),
    (
        "pseudocode_31",
        "eppendorf_5810.spin(falcons_50ml, rcf=3000, t='8min', temp=4)  # pellet the E. coli",
        "spin rcf_g=3000 duration_s=480 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "pseudocode_32",
        "fluent.transfer(20, 'uL', src=trough, dst=plate384[:2, :])  # first two rows of the 384",
        "transfer volume_ul=20 @tecan_fluent wells=48",
    ),
    (
        "pseudocode_33",
        "read_abs(plate, 340)   # NADH\n# ^ needs the XPeel first -- plate came sealed from the hotel",
        "peel @azenta_xpeel > read_absorbance wavelength_nm=340",
    ),
    (
        "pseudocode_34",
        'incubate(culture_plate, temp=30, t="overnight")\nod600 = read_abs(culture_plate, 600)',
        "incubate temperature_c=30 > read_absorbance wavelength_nm=600",
    ),
    (
        "pseudocode_35",
        "try:\n"
        '    bioshake.shake(dw96, rpm=1800, t="20 min", temp=37)\n'
        "finally:\n"
        '    pf400.move(dw96, to="hotel")',
        "shake speed_rpm=1800 duration_s=1200 temperature_c=37 @qinstruments_bioshake_3000t_elm"
        " > move_plate @precise_pf400",
    ),
    (
        "pseudocode_36",
        'fluent$transfer(plate, vol = 5, unit = "uL", wells = "A1:H1")\n'
        'fluent$mix(plate, vol = 20, cycles = 8, wells = "A1:H1")',
        "transfer volume_ul=5 @tecan_fluent wells=8 > mix volume_ul=20 @tecan_fluent wells=8",
    ),
    (
        "pseudocode_37",
        "p = xpeel.peel(p)\n"
        'p = ot2.add(p, 10, "uL", reagent="0.5 M EDTA")   # stop the reaction\n'
        "p = a4s.seal(p, t=2, temp=180)",
        "peel @azenta_xpeel > transfer volume_ul=10 @opentrons_ot2"
        " > seal temperature_c=180 duration_s=2 @azenta_a4s",
    ),
    (
        "pseudocode_38",
        "Single-step PCR on the ODTC.\n"
        "prog = struct('cycles',35,'den',[94 30],'ann',[55 30],'ext',[72 60]);  % [degC s]\n"
        "odtc_run(pcr96, prog);",
        "run_pcr cycles=35 denaturation_c=94 denaturation_s=30 annealing_c=55 annealing_s=30"
        " extension_c=72 extension_s=60 @inheco_odtc",
    ),
    (
        "pseudocode_39",
        "shake(dw24, rpm=250, t=0.5, temp=30)  # t in h; 24-deepwell culture block on the BioShake",
        "shake speed_rpm=250 duration_s=1800 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "pseudocode_40",
        'reader.fluorescence(plate, ex=340, em=460, wells="A1:A12")\n'
        "# ^ run this after biomek_i5.transfer(10, 'uL', src=nadph_std, dst=plate['A1':'A12'])",
        "transfer volume_ul=10 @biomek_i5 wells=12 > read_fluorescence excitation_nm=340 emission_nm=460 wells=12",
    ),
    # ------------------------------------------------------------------ four or more steps
    (
        "pseudocode_41",
        "for i in range(3):\n"
        "    star.transfer(100, 'uL', src=wash_buf, dst=elisa_plate)\n"
        "    bioshake.shake(elisa_plate, rpm=600, t='1min')",
        "transfer volume_ul=100 @hamilton_star > shake speed_rpm=600 duration_s=60 @qinstruments_bioshake_3000t_elm"
        " > transfer volume_ul=100 @hamilton_star > shake speed_rpm=600 duration_s=60 @qinstruments_bioshake_3000t_elm"
        " > transfer volume_ul=100 @hamilton_star > shake speed_rpm=600 duration_s=60 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "pseudocode_42",
        "for k = 1:2\n"
        "    transfer(p, 150, 'uL');      % PBS wash on the OT-2\n"
        "    spin(p, 'g', 300, 't', 180); % s\n"
        "end\n"
        "read_fluorescence(p, 488, 520); % ex, em",
        "transfer volume_ul=150 @opentrons_ot2 > spin rcf_g=300 duration_s=180"
        " > transfer volume_ul=150 @opentrons_ot2 > spin rcf_g=300 duration_s=180"
        " > read_fluorescence excitation_nm=488 emission_nm=520",
    ),
    (
        "pseudocode_43",
        "# TMB development; the ELISA plate is parked in the hotel\n"
        'p = hotel.retrieve("ELISA_07")\n'
        'fluent.dispense(p, 100, "uL", reagent="TMB")\n'
        'incubate(p, t="15min")        # bench, dark\n'
        'fluent.dispense(p, 50, "uL", reagent="1 M H2SO4")\n'
        "reader.abs(p, nm=450)",
        "retrieve > transfer volume_ul=100 @tecan_fluent > incubate duration_s=900"
        " > transfer volume_ul=50 @tecan_fluent > read_absorbance wavelength_nm=450",
    ),
    (
        "pseudocode_44",
        "mm = 6    # uL master mix\n"
        "tmpl = 4  # uL cDNA\n"
        "star.transfer(mm, dst=qpcr384)\n"
        "star.transfer(tmpl, dst=qpcr384)\n"
        "seal(qpcr384, temp=170, secs=2)\n"
        "spin(qpcr384, g=1000, t=60)  # seconds\n"
        "cfx384.run_qpcr(init=(95, 180), cycles=40, denat=(95, 10), anneal=(60, 30))  # (degC, s)",
        "transfer volume_ul=6 @hamilton_star > transfer volume_ul=4 @hamilton_star"
        " > seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60"
        " > run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 denaturation_c=95"
        " denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "pseudocode_45",
        "flex = OpentronsFlex()\n"
        'flex.transfer(20, "uL", src=mm_strip, dst=pcr96)\n'
        "a4s.seal(pcr96, temp=170, secs=2)\n"
        "odtc.run_pcr(pcr96,\n"
        '    init=(98, "30s"), cycles=25,\n'
        '    denat=(98, "10s"), anneal=(62, "20s"), ext=(72, "30s"),\n'
        '    final_ext=(72, "2min"), hold=4)\n'
        "xpeel.peel(pcr96)\n"
        "labchip.run_assay(pcr96, n=96)   # DNA 1K",
        "transfer volume_ul=20 @opentrons_flex > seal temperature_c=170 duration_s=2 @azenta_a4s"
        " > run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=25 denaturation_c=98"
        " denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30"
        " final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"
        " > peel @azenta_xpeel > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "pseudocode_46",
        'plate = cytomat.retrieve("HEK_72h")\n'
        'biomek_i5.transfer(plate, 50, unit="uL", reagent="CellTiter-Glo 2.0")\n'
        'shake(plate, rpm=700, t="2 min")\n'
        "incubate(plate, minutes=10)   # room temp, let the signal settle\n"
        "read_luminescence(plate, integration_s=0.25)",
        "retrieve @cytomat_2c450 > transfer volume_ul=50 @biomek_i5 > shake speed_rpm=700 duration_s=120"
        " > incubate duration_s=600 > read_luminescence integration_s=0.25",
    ),
    (
        "pseudocode_47",
        "ws = TecanFluent()\n"
        'ws.transfer(200, "µL", src=swab_tubes, dst=dw96)\n'
        'kingfisher.run("DNA_Blood_200")\n'
        'ws.transfer(50, "µL", src=dw96_elution, dst=pcr96)\n'
        "a4s.seal(pcr96, 165, 3)   # degC, s\n"
        "cold_store.store(pcr96, temp=4)",
        "transfer volume_ul=200 @tecan_fluent > run_program @kingfisher_flex"
        " > transfer volume_ul=50 @tecan_fluent > seal temperature_c=165 duration_s=3 @azenta_a4s"
        " > store temperature_c=4",
    ),
    (
        "pseudocode_48",
        "V_SAMPLE = 5   # µL\n"
        "V_DYE = 250    # µL Bradford reagent\n"
        "biomek_i5.transfer(V_SAMPLE, dst=plate96)\n"
        "biomek_i5.transfer(V_DYE, dst=plate96)\n"
        "shake(plate96, rpm=300, t=30)   # s\n"
        "incubate(plate96, minutes=5)    # on the bench\n"
        "read_abs(plate96, 595)",
        "transfer volume_ul=5 @biomek_i5 > transfer volume_ul=250 @biomek_i5"
        " > shake speed_rpm=300 duration_s=30 > incubate duration_s=300 > read_absorbance wavelength_nm=595",
    ),
    (
        "pseudocode_49",
        "2-fold serial dilution across columns 1->4 on the OT-2:\n"
        "for i in range(1, 4):\n"
        '    ot2.transfer(100, "uL", src=plate[:, i-1], dst=plate[:, i])\n'
        "    ot2.mix(plate[:, i], vol=100, reps=5)",
        "transfer volume_ul=100 @opentrons_ot2 wells=8 > mix volume_ul=100 @opentrons_ot2 wells=8"
        " > transfer volume_ul=100 @opentrons_ot2 wells=8 > mix volume_ul=100 @opentrons_ot2 wells=8"
        " > transfer volume_ul=100 @opentrons_ot2 wells=8 > mix volume_ul=100 @opentrons_ot2 wells=8",
    ),
    (
        "pseudocode_50",
        "star.add(p, 75, 'uL', 'LAR II')\n"
        "fluc = read_lum(p, int_s=1)      # firefly\n"
        "star.add(p, 75, 'uL', 'Stop&Glo')\n"
        "rluc = read_lum(p, int_s=1)      # renilla",
        "transfer volume_ul=75 @hamilton_star > read_luminescence integration_s=1"
        " > transfer volume_ul=75 @hamilton_star > read_luminescence integration_s=1",
    ),
    (
        "pseudocode_51",
        'p <- retrieve("Cytomat 2C425", id = "DSF_03")\n'
        "peel(p)\n"
        "read_fl(p, ex = 490, em = 610)\n"
        'seal(p, temp = 170, time = "2 s")\n'
        "store(p, temp = 4)",
        "retrieve @cytomat_2c425 > peel > read_fluorescence excitation_nm=490 emission_nm=610"
        " > seal temperature_c=170 duration_s=2 > store temperature_c=4",
    ),
    (
        "pseudocode_52",
        "fluent.transfer(180, 'uL', src=lb_trough, dst=plate96)\n"
        "fluent.transfer(20, 'uL', src=culture_tubes, dst=plate96)\n"
        "bioshake.shake(plate96, rpm=1000, temp=37, t='6h')\n"
        "read_abs(plate96, nm=600)",
        "transfer volume_ul=180 @tecan_fluent > transfer volume_ul=20 @tecan_fluent"
        " > shake speed_rpm=1000 duration_s=21600 temperature_c=37 @qinstruments_bioshake_3000t_elm"
        " > read_absorbance wavelength_nm=600",
    ),
    (
        "pseudocode_53",
        "# kinetic NADH read, three points\n"
        "for _ in range(3):\n"
        "    read_abs(plate, 340)\n"
        '    incubate(plate, temp=37, t="10min")',
        "read_absorbance wavelength_nm=340 > incubate temperature_c=37 duration_s=600"
        " > read_absorbance wavelength_nm=340 > incubate temperature_c=37 duration_s=600"
        " > read_absorbance wavelength_nm=340 > incubate temperature_c=37 duration_s=600",
    ),
    (
        "pseudocode_54",
        'p = incubator.retrieve("HeLa_384_d1")\n'
        'i7.transfer(0.5, "uL", src=cpd_384, dst=p)   # Biomek i7\n'
        'spin(p, g=200, t="1 min")\n'
        'incubate(p, temp=37, t="48h")\n'
        'p.add(5, "uL", reagent="resazurin")\n'
        'incubate(p, temp=37, t="2h")\n'
        "read_fl(p, ex=560, em=590)",
        "retrieve > transfer volume_ul=0.5 @biomek_i7_hybrid > spin rcf_g=200 duration_s=60"
        " > incubate temperature_c=37 duration_s=172800 > transfer volume_ul=5"
        " > incubate temperature_c=37 duration_s=7200 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "pseudocode_55",
        "labchip.run_assay(lib_plate, n_samples=24)   # HT DNA HS, libraries 1-24\n"
        'star.transfer(15, "uL", src=lib_plate, dst=pool_plate["A1":"C8"])\n'
        'seal(pool_plate, temp=170, t="2.5 s")\n'
        "store(pool_plate, temp=4)",
        "run_assay sample_count=24 @labchip_gx_touch_ht > transfer volume_ul=15 @hamilton_star wells=24"
        " > seal temperature_c=170 duration_s=2.5 > store temperature_c=4",
    ),
    (
        "pseudocode_56",
        "plate <- retrieve(hotel, \"ASSAY_12\") %>%\n"
        "  peel() %>%\n"
        "  add(vol = 40, unit = \"uL\", reagent = \"detection mix\") %>%\n"
        "  shake(rpm = 1000, secs = 60) %>%\n"
        "  read_fluorescence(ex = 620, em = 665)",
        "retrieve > peel > transfer volume_ul=40 > shake speed_rpm=1000 duration_s=60"
        " > read_fluorescence excitation_nm=620 emission_nm=665",
    ),
    (
        "pseudocode_57",
        "eppendorf_5810r.spin(dw96, rcf=2500, t='15 min', temp=4)  # clear the bacterial lysate",
        "spin rcf_g=2500 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "pseudocode_58",
        "# seal + spin, then park at 4 degC until the CFX is free\n"
        "seal(qpcr384, temp_c=170, dur_s=2)\n"
        "vspin.spin(qpcr384, rcf=500, dur_s=60)\n"
        "store(qpcr384, temp_c=4)",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=500 duration_s=60 @agilent_vspin > store temperature_c=4",
    ),
    # ------------------------------------------------------------------ halted (over a limit)
    (
        "pseudocode_59",
        'hig4.spin(flat96, g=4500, t="5min")  # standard flat-bottom 96-well assay plate',
        "halted",
    ),
    (
        "pseudocode_60",
        "seal(pcr_plate, temp=215, secs=3)  # the peelable foil needs it hotter",
        "halted",
    ),
    (
        "pseudocode_61",
        'star.dispense(flat96, vol=0.45, unit="mL")  # 96-well flat-bottom plate, every well',
        "halted",
    ),
    (
        "pseudocode_62",
        'shake(dw96, rpm=3500, t="10min")  # BioShake, max mixing',
        "halted",
    ),
    (
        "pseudocode_63",
        "a205 = read_abs(protein_plate, nm=205)  # peptide-bond absorbance",
        "halted",
    ),
    (
        "pseudocode_64",
        "spin(tubes_1p5, rcf=30e3, t='5 min', temp=4)  # 1.5 mL tubes, microcentrifuge",
        "halted",
    ),
    (
        "pseudocode_65",
        "odtc.run_pcr(pcr96, cycles=30, denat=(102, 15), anneal=(60, 30), ext=(72, 30))  # (degC, s)",
        "halted",
    ),
    (
        "pseudocode_66",
        "rxn_vol = 60  # uL per well\n"
        "star.transfer(rxn_vol, dst=qpcr384)   # 384-well PCR plate for the CFX384\n"
        "seal(qpcr384, temp=170, secs=2)",
        "halted",
    ),
    (
        "pseudocode_67",
        'read_lum(plate, integration="2 min")  # very dim NanoLuc signal',
        "halted",
    ),
    # ------------------------------------------------------------------ ask (cannot know / cannot do)
    (
        "pseudocode_68",
        'centrifuge.spin(plate96, rpm=1500, t="2min")',
        "ask",
    ),
    (
        "pseudocode_69",
        "vortex(tubes_2ml, secs=15)  # resuspend the pellets",
        "ask",
    ),
    (
        "pseudocode_70",
        'sonicate(lysate_plate, amplitude=30, t="10s")',
        "ask",
    ),
    (
        "pseudocode_71",
        "spark = TecanSpark()\nspark.read_abs(plate96, 450)",
        "ask",
    ),
    (
        "pseudocode_72",
        'eppendorf_5430.spin(tubes_1p5, rcf=12000, t="5min")',
        "ask",
    ),
    (
        "pseudocode_73",
        "incubate(plate96, temp=37, dur=2)",
        "ask",
    ),
    (
        "pseudocode_74",
        'ot2.add(plate96, amount=2, unit="drops", reagent="Triton X-100")',
        "ask",
    ),
    (
        "pseudocode_75",
        'cytation5.image(plate96, channel="DAPI", objective="10x")',
        "ask",
    ),
    (
        "pseudocode_76",
        "attune.acquire(plate96, events=10000)  # flow cytometry on the Attune NxT",
        "ask",
    ),
]
