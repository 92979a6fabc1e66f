"""Hold-out batch "assistant1": pasted chats between a scientist and an AI lab assistant.

Style: each case is a short chat log copied out of a lab-assistant window.  The scientist
asks for something, the assistant answers with a numbered plan that carries values (some
of them wrong, guessed or "our usual"), the scientist corrects parts of it ("yes but 3 min
for the spin", "drop step 2", "swap 1 and 2", "use the STAR not the Fluent"), the assistant
sometimes restates, and the scientist closes with "go" / "run it" / "looks good".  The
expected outcome is the FINAL agreed plan: assistant values the scientist accepted count as
stated; values the scientist replaced or rejected do not; dropped steps vanish; swapped
steps run in the swapped order.

Traps:
- superseded values (assistant's 16,000 x g -> scientist's "12k"), corrections that move
  an out-of-range value back into range (plan) or push an in-range value out of range
  (halted), and instrument swaps that make a value illegal (VSpin down -> HiG4 at 150 x g);
- step numbers, plate numbers, sample/lot/ratio context ("plate 7", "1.8x", "two strips")
  that are not settings;
- an assistant question left unanswered ("which wavelength?" -> "just the OD") = ask;
- substitutions the scientist refuses (vortex, sonicator, Echo, Bravo) = ask;
- a missing instrument the scientist then gives up on (QuantStudio -> "fine, CFX") = plan;
- "all 24 wells" of a 24-well plate is the whole plate (no wells key).
"""

NAME = "assistant1"

CASES: list[tuple[str, str, str]] = [
    ("assistant1-01",
     "Scientist: need the ELISA plate spun down and read, then parked\n"
     "Assistant: Proposed plan:\n1. Spin on the VSpin, 500 x g, 1 min\n"
     "2. Read absorbance at 450 nm on the SpectraMax\n3. Store in the plate hotel\n"
     "Scientist: yes but 3 min for the spin. go",
     "spin rcf_g=500 duration_s=180 @agilent_vspin > read_absorbance wavelength_nm=450 @spectramax_i3x"
     " > store @cytomat_24"),

    ("assistant1-02",
     "Me: PCR cleanup for plate 7 please, beads then KingFisher\n"
     "AI: Here's a plan:\n1. Peel the seal (XPeel)\n2. Add 90 µL SPRI beads to each well on the STAR\n"
     "3. Mix 100 µL x 10 on the STAR\n4. KingFisher program PCR_Cleanup_v2\n"
     "Me: put 2 and 3 on the Fluent, STAR's booked. and mix 8x at 120 uL. rest fine, run it",
     "peel @azenta_xpeel > transfer volume_ul=90 @tecan_fluent > mix volume_ul=120 cycles=8 @tecan_fluent"
     " > run_program program=PCR_Cleanup_v2 @kingfisher_flex"),

    # Named VSpin (max 1000 x g); the scientist refuses the in-range offer.
    ("assistant1-03",
     "PI: spin the assay plate 2000 x g for 5 min on the VSpin\n"
     "Bot: The VSpin tops out at 1,000 x g. Plan: 1. VSpin, 1000 x g, 5 min. OK?\n"
     "PI: no, it has to be 2000 x g and on the VSpin, the HiG4 is booked all day. run it",
     "halted"),

    # The assistant's wavelength question is never answered.
    ("assistant1-04",
     "tech: can you read the growth curve plate\n"
     "assistant: 1. Retrieve the plate from the Cytomat 2C450\n"
     "2. Read absorbance at ___ nm (which wavelength?)\n3. Return it to the incubator\n"
     "tech: just the OD like always. looks good, go",
     "ask"),

    ("assistant1-05",
     "Scientist: qPCR setup in the 384, 10 uL reactions\n"
     "Assistant: Plan:\n1. Fluent: add 5 µL master mix to every well\n2. Fluent: add 2 µL template\n"
     "3. Seal (a4S, 165 °C, 3 s)\n4. Spin 1000 x g, 1 min\n"
     "5. CFX384: 95 °C 2 min, then 40 cycles of 95 °C 15 s / 60 °C 60 s\n"
     "Scientist: drop step 4, and template is 5 µL not 2. go",
     "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=5 @tecan_fluent"
     " > seal temperature_c=165 duration_s=3 @azenta_a4s"
     " > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95"
     " denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),

    ("assistant1-06",
     "Scientist: seal the PCR plate with the new foil, supplier says 220 °C for 2 s\n"
     "Assistant: 1. Seal on the a4S at 165 °C, 3 s (our usual)\n"
     "Scientist: no, use what the supplier says, 220 °C 2 s. go",
     "halted"),

    ("assistant1-07",
     "User: CellTiter-Glo readout pls\n"
     "LabAI: 1. Read luminescence on the i3x, 1 s integration\n2. Shake on the BioShake 500 rpm, 2 min\n"
     "User: swap 1 and 2, it has to mix before the read. and 0.5 s integration\n"
     "LabAI: 1. BioShake 500 rpm 2 min  2. i3x luminescence, 0.5 s\n"
     "User: 👍 go",
     "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm"
     " > read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("assistant1-08",
     "Scientist: spin my 1.5 mL lysate tubes cold, then move the supernatant to a plate\n"
     "Assistant: 1. 5424R: 16,000 x g, 10 min, 4 °C\n"
     "2. OT-2: transfer 200 µL supernatant into a 96-well plate\n"
     "Scientist: 12k not 16k and 15 min. rest fine, run it",
     "spin rcf_g=12000 duration_s=900 temperature_c=4 @eppendorf_5424r > transfer volume_ul=200 @opentrons_ot2"),

    # Speed left only in rpm (no rotor radius), the x g offer rejected.
    ("assistant1-09",
     "Scientist: pellet the cells in the deep-well block before lysis\n"
     "Assistant: 1. Spin on the HiG4, 1000 x g, 5 min\n"
     "Scientist: no - 3500 rpm for 5 min, that's what the old SOP says. go",
     "ask"),

    ("assistant1-10",
     "Grad: colony PCR on the ODTC, seal first\n"
     "Assistant: 1. a4S seal, 170 °C, 2 s\n"
     "2. ODTC: 98 °C 30 s; 30 cycles of 98 °C 10 s, 55 °C 20 s, 72 °C 30 s; 72 °C 5 min; hold 4 °C\n"
     "Grad: anneal at 58 not 55 and make it 35 cycles. then into the cold store at 4. go",
     "seal temperature_c=170 duration_s=2 @azenta_a4s"
     " > run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98"
     " denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 extension_s=30"
     " final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"
     " > store temperature_c=4 @cytomat_2c425"),

    ("assistant1-11",
     "Scientist: pellet the 96 deep-well cultures hard then pull off the sup\n"
     "Assistant: 1. HiG4, 4000 x g, 10 min\n2. i7: remove 800 µL supernatant to waste\n"
     "Scientist: 3000 x g, the deep-wells are only rated to 3000. and 20 min. go",
     "spin rcf_g=3000 duration_s=1200 @bionex_hig4 > transfer volume_ul=800 @biomek_i7_hybrid"),

    ("assistant1-12",
     "Postdoc: resuspend the bead plate on the BioShake\n"
     "AI: 1. BioShake, 1500 rpm, 1 min\n"
     "Postdoc: crank it to 3,500 rpm for 30 s, the beads are stubborn. go",
     "halted"),

    ("assistant1-13",
     "Scientist: vortex the 2 mL tubes 10 s then quick spin\n"
     "Assistant: There's no vortexer in the workcell. I could shake on the BioShake instead, but it only takes plates.\n"
     "Scientist: they're tubes, it needs a real vortex. just run it",
     "ask"),

    ("assistant1-14",
     "Scientist: GFP read on the transfection plate\n"
     "Assistant: 1. Retrieve from the Cytomat 2C450\n2. Read fluorescence ex 488 / em 509\n"
     "3. Back into the incubator at 37 °C, 5% CO2\n"
     "Scientist: use 485/528, that's our filter pair. and step 3 for 24 h. go",
     "retrieve @cytomat_2c450 > read_fluorescence excitation_nm=485 emission_nm=528"
     " > incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),

    ("assistant1-15",
     "Me: QC the libraries on the LabChip\n"
     "AI: 1. Flex: transfer 10 µL of each library into a 96 PCR plate\n"
     "2. LabChip GX: DNA High Sensitivity assay, 96 samples\n"
     "Me: only cols 1-4 have libraries so 32 samples, 5 µL is plenty, and DNA 5K not HS. otherwise looks good",
     "transfer volume_ul=5 wells=32 @opentrons_flex > run_assay assay=dna_5k sample_count=32 @labchip_gx_touch_ht"),

    ("assistant1-16",
     "Scientist: peptide plate, read absorbance at 214 nm\n"
     "Assistant: The SpectraMax range starts at 230 nm. 1. Read absorbance at 230 nm?\n"
     "Scientist: no, 214, that's the peptide bond. go",
     "halted"),

    # The lab has no Bravo; the scientist refuses the STAR.
    ("assistant1-17",
     "Scientist: normalisation: 15 µL of each sample into the dilution plate\n"
     "Assistant: 1. STAR: transfer 15 µL per well into the dilution plate\n"
     "Scientist: use the Bravo not the STAR, it has the 96 head. go",
     "ask"),

    ("assistant1-18",
     "Tech: mix the wells on the OT-2\n"
     "AI: 1. OT-2: mix 50 µL x 5 cycles, whole plate\n"
     "Tech: only rows A-D, and 10 cycles. go",
     "mix volume_ul=50 cycles=10 wells=48 @opentrons_ot2"),

    ("assistant1-19",
     "Scientist: BCA on the i5\n"
     "Assistant: 1. i5: add 200 µL working reagent to columns 1-6\n"
     "2. i5 thermal block: 37 °C, 30 min\n3. Read absorbance 562 nm\n"
     "Scientist: use the BioShake for 2 instead - 37 °C, 300 rpm, 30 min. otherwise good, run it",
     "transfer volume_ul=200 wells=48 @biomek_i5"
     " > shake speed_rpm=300 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm"
     " > read_absorbance wavelength_nm=562"),

    # Named Cytomat 2C450: registry range 4-50 C (its description mentions a looser public form).
    ("assistant1-20",
     "Scientist: heat-inactivate the serum plate, 56 °C for 30 min\n"
     "Assistant: 1. ODTC: 56 °C, 30 min\n"
     "Scientist: it's a flat-bottom plate, won't fit the ODTC. do it in the Cytomat 2C450 at 56. go",
     "halted"),
    ("assistant1-21",
     "PhD: peel the master plate and stamp 20 µL into the assay plate\n"
     "AI: 1. XPeel\n2. STAR: transfer 20 µL master -> assay plate\n"
     "PhD: Fluent not STAR, and 25 µL. go",
     "peel @azenta_xpeel > transfer volume_ul=25 @tecan_fluent"),

    # Only the move and the read are named; the read step itself names no reader, so no @device.
    ("assistant1-22",
     "Scientist: luminescence read on the plate sitting in the hotel\n"
     "Assistant: 1. Retrieve from the Cytomat 24\n2. PF400 moves it to the reader\n"
     "3. Read luminescence, 1 s integration\n4. PF400 puts it back in the hotel\n"
     "Scientist: drop 4, I'll take it by hand. 2 s integration. go",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > read_luminescence integration_s=2"),

    ("assistant1-23",
     "Scientist: run 30 cycles on the ODTC, standard Q5 program, 30 s extension\n"
     "Assistant: What annealing temperature for these primers?\n"
     "Scientist: whatever Q5 normally uses. go",
     "ask"),

    ("assistant1-24",
     "Scientist: spin the 50 mL conicals then take 1 mL of sup into the deep-well\n"
     "Assistant: 1. 5810R: 4000 x g, 15 min, 4 °C\n"
     "2. i7: transfer 1 mL supernatant into the 96 deep-well\n"
     "Scientist: the 50 mL buckets only go to 3220, do 3000 x g. keep the rest. go",
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r > transfer volume_ul=1000 @biomek_i7_hybrid"),

    # 7.5 mL was stated first but corrected to 5 mL (in range).
    ("assistant1-25",
     "Scientist: fill the 24 deep-well with media, 7.5 mL per well, Fluent\n"
     "Assistant: The Fluent moves at most 5,000 µL per well in one step. 1. Fluent FCA: 5,000 µL per well?\n"
     "Scientist: ok 5 mL then, I'll top up by hand. go",
     "transfer volume_ul=5000 @tecan_fluent"),

    ("assistant1-26",
     "Scientist: 1.8x SPRI cleanup on the i5, 50 µL PCRs\n"
     "Assistant: All on the Biomek i5:\n1. Add 50 µL beads\n2. Shake 1000 rpm, 2 min\n"
     "3. Magnet, 5 min\n4. Remove 95 µL supernatant\n"
     "Scientist: 1.8x means 90 µL beads. magnet 3 min is enough. remove 135 then. run it",
     "transfer volume_ul=90 @biomek_i5 > shake speed_rpm=1000 duration_s=120 @biomek_i5"
     " > magnetic_separation duration_s=180 @biomek_i5 > transfer volume_ul=135 @biomek_i5"),

    ("assistant1-27",
     "Scientist: sonicate the chromatin plate, 3 x 10 s pulses\n"
     "Assistant: No sonicator on the workcell. Shake on the BioShake at 2000 rpm instead?\n"
     "Scientist: no, shaking won't shear chromatin. sonicate it. go",
     "ask"),

    ("assistant1-28",
     "Scientist: OD600 on the overnight plate\n"
     "Assistant: 1. Read absorbance 600 nm\n2. BioShake 800 rpm, 5 min, 30 °C\n"
     "3. Back into the Cytomat 2C450 at 30 °C for 16 h\n"
     "Scientist: swap 1 and 2, resuspend before reading. go",
     "shake speed_rpm=800 duration_s=300 temperature_c=30 @qinstruments_bioshake_3000t_elm"
     " > read_absorbance wavelength_nm=600 > incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),

    ("assistant1-29",
     "Scientist: restriction digest on the ODTC, 37 deg 15 min then heat kill\n"
     "Assistant: 1. ODTC 37 °C, 15 min\n2. ODTC 80 °C, 20 min\n"
     "Scientist: it's an HF enzyme, 65 is enough. go",
     "incubate temperature_c=37 duration_s=900 @inheco_odtc > incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    # 1.5 mL stated first (above the OT-2's 1000 uL), corrected to 1 mL.
    ("assistant1-30",
     "Scientist: OT-2: 1.5 mL LB into each deep well, then grow on the BioShake at 37 °C, 900 rpm, 16 h\n"
     "Assistant: The OT-2 takes at most 1,000 µL per transfer.\n1. OT-2: 1,000 µL LB per well\n"
     "2. BioShake: 37 °C, 900 rpm, 16 h\n"
     "Scientist: 1 mL is fine. go",
     "transfer volume_ul=1000 @opentrons_ot2"
     " > shake speed_rpm=900 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    ("assistant1-31",
     "Scientist: shake the plate 10 min at speed 5, like on the old Thermomixer\n"
     "Assistant: 1. BioShake, ??? rpm, 10 min - what rpm is speed 5?\n"
     "Scientist: just speed 5. go",
     "ask"),

    ("assistant1-32",
     "Scientist: seed the cells and into the incubator\n"
     "Assistant: 1. Flex: 100 µL cell suspension into columns 1-6\n"
     "2. CO2 incubator: 37 °C, 5% CO2, 48 h\n3. Read luminescence\n"
     "Scientist: 24 h not 48, and drop 3, I'll add the CTG tomorrow. go",
     "transfer volume_ul=100 wells=48 @opentrons_flex"
     " > incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),

    ("assistant1-33",
     "Scientist: spin and run the 384 on the CFX\n"
     "Assistant: 1. VSpin 1000 x g, 1 min\n2. CFX384: 95 °C 3 min; 40 cycles of 95 °C 10 s, 60 °C 30 s\n"
     "Scientist: 45 cycles, it's low input. go",
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"
     " > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95"
     " denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("assistant1-34",
     "Scientist: microfuge the tubes 25k x g, 30 min, 4 deg\n"
     "Assistant: 1. 5424R: 25,000 x g, 30 min, 4 °C\n"
     "Scientist: yep go",
     "halted"),

    ("assistant1-35",
     "Scientist: finish the ELISA on the STAR\n"
     "Assistant: 1. STAR: 100 µL TMB per well\n2. BioShake 300 rpm, 15 min\n"
     "3. STAR: 100 µL stop solution\n4. Read absorbance 450 nm\n"
     "Scientist: 50 µL stop, not 100. go",
     "transfer volume_ul=100 @hamilton_star > shake speed_rpm=300 duration_s=900 @qinstruments_bioshake_3000t_elm"
     " > transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=450"),

    ("assistant1-36",
     "Scientist: move the lysate from the deep-well into the PCR plate on the STAR\n"
     "Assistant: How much lysate per well?\n"
     "Scientist: enough to cover the bottom. go",
     "ask"),

    ("assistant1-37",
     "Scientist: get plate 4 out of the fridge and unseal it\n"
     "Assistant: 1. Retrieve from the cold store (2C425)\n2. Peel on the XPeel\n3. VSpin 1000 x g, 1 min\n"
     "Scientist: skip the spin. go",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel"),

    # HiG4 named; 6000 x g is above its 5000 x g maximum even if the plate is rated 6000.
    ("assistant1-38",
     "Scientist: HiG4, 6000 x g, 5 min, the PCR plate is rated for it\n"
     "Assistant: 1. HiG4: 6,000 x g, 5 min\n"
     "Scientist: go",
     "halted"),

    # "all 24 wells" of a 24 deep-well is the whole plate: no wells key.
    ("assistant1-39",
     "Scientist: 24 deep-well, media into every well on the Fluent\n"
     "Assistant: 1. Fluent: 1,000 µL per well, all 24 wells\n"
     "Scientist: make it 2,500 µL. run it",
     "transfer volume_ul=2500 @tecan_fluent"),

    ("assistant1-40",
     "Scientist: pNPP plate, read it\n"
     "Assistant: 1. Read absorbance at 405 nm\n"
     "Scientist: 405 or 410? I never remember which our SOP uses. go anyway",
     "ask"),

    ("assistant1-41",
     "Scientist: pool the libraries on the STAR and park the pool\n"
     "Assistant: 1. STAR: 10 µL from each library into the pooling plate\n2. Seal\n3. Cold store at 4 °C\n"
     "Scientist: seal at 160 °C for 2.5 s. and store at 8 °C. go",
     "transfer volume_ul=10 @hamilton_star > seal temperature_c=160 duration_s=2.5"
     " > store temperature_c=8 @cytomat_2c425"),

    ("assistant1-42",
     "Scientist: use the low-temp peelable film on the a4S, 45 °C for 4 s\n"
     "Assistant: 1. a4S: 45 °C, 4 s\n"
     "Scientist: go",
     "halted"),

    ("assistant1-43",
     "Scientist: normalise into the PCR plate on the Fluent\n"
     "Assistant: 1. Fluent: 40 µL water\n2. Fluent: 10 µL DNA\n3. Fluent: mix 30 µL x 5\n"
     "4. VSpin 500 x g, 30 s\n"
     "Scientist: use the STAR not the Fluent, for all three pipetting steps. mix 3 cycles. go",
     "transfer volume_ul=40 @hamilton_star > transfer volume_ul=10 @hamilton_star"
     " > mix volume_ul=30 cycles=3 @hamilton_star > spin rcf_g=500 duration_s=30 @agilent_vspin"),

    ("assistant1-44",
     "Scientist: add 2 drops of NucBlue per well\n"
     "Assistant: How many µL is a drop? I need a volume for the transfer.\n"
     "Scientist: 2 drops, it's what the bottle says. go",
     "ask"),

    ("assistant1-45",
     "Scientist: quick spin the PCR strips then LabChip them\n"
     "Assistant: 1. 5424R: 2,000 x g, 1 min\n2. Transfer 5 µL per sample into a 96 PCR plate\n"
     "3. LabChip GX: DNA 1K, 8 samples\n"
     "Scientist: 16 samples, it's two strips. go",
     "spin rcf_g=2000 duration_s=60 @eppendorf_5424r > transfer volume_ul=5"
     " > run_assay assay=dna_1k sample_count=16 @labchip_gx_touch_ht"),

    ("assistant1-46",
     "Scientist: bead binding on the i7\n"
     "Assistant: 1. i7: 200 µL binding buffer per well\n2. i7 deck shaker: 1200 rpm, 5 min\n3. i7 magnet: 5 min\n"
     "Scientist: shake at 1000, magnet 2 min, and add a step 4: remove 300 µL sup on the i7. go",
     "transfer volume_ul=200 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=300 @biomek_i7_hybrid"
     " > magnetic_separation duration_s=120 @biomek_i7_hybrid > transfer volume_ul=300 @biomek_i7_hybrid"),

    # nL acoustic dispense (and no Echo in the lab); the tip-based offer is refused.
    ("assistant1-47",
     "Scientist: dose the 384 assay plates from the compound source, 50 nL per well on the Echo\n"
     "Assistant: We don't have an Echo. 1. Fluent MCA384: 0.05 µL per well?\n"
     "Scientist: no, has to be acoustic, tips won't do 50 nL reliably. go",
     "ask"),

    ("assistant1-48",
     "Scientist: plate the HEK cells on the i5 and into the incubator\n"
     "Assistant: 1. i5: 150 µL cell suspension per well\n2. Cytomat 2C450: 37 °C, 5 % CO2, 48 h\n"
     "Scientist: 180 µL, 8% CO2 for this line, and 3 days. go",
     "transfer volume_ul=180 @biomek_i5 > incubate temperature_c=37 duration_s=259200 co2_percent=8 @cytomat_2c450"),

    ("assistant1-49",
     "Scientist: NanoLuc is really dim on this one, integrate 2 min per well\n"
     "Assistant: 1. Read luminescence, 120 s integration\n"
     "Scientist: go",
     "halted"),

    ("assistant1-50",
     "Scientist: viral DNA extraction, Flex prep then KingFisher\n"
     "Assistant: 1. Flex: 200 µL lysis buffer into the deep-well\n2. BioShake 1000 rpm, 10 min, 56 °C\n"
     "3. KingFisher: MagMAX_DNA_Multi_Sample\n"
     "Scientist: lysis at 65 not 56, and the program's MagMAX_Pathogen_Flex. go",
     "transfer volume_ul=200 @opentrons_flex"
     " > shake speed_rpm=1000 duration_s=600 temperature_c=65 @qinstruments_bioshake_3000t_elm"
     " > run_program program=MagMAX_Pathogen_Flex @kingfisher_flex"),

    # QuantStudio asked for, but the scientist accepts the CFX384 instead.
    ("assistant1-51",
     "Scientist: run the qPCR plate on the QuantStudio\n"
     "Assistant: There's no QuantStudio here; the CFX384 is our qPCR. Plan: 1. CFX384: 95 °C 10 min; 40 cycles of 95 °C 15 s, 60 °C 1 min\n"
     "Scientist: fine, CFX then. go",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95"
     " denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),

    ("assistant1-52",
     "Scientist: spin the deep-well plate on the 5810R\n"
     "Assistant: 1. 5810R: 4,000 x g, 10 min, 20 °C\n"
     "Scientist: the plate buckets max out around 2900. 2,000 x g. go",
     "spin rcf_g=2000 duration_s=600 temperature_c=20 @eppendorf_5810r"),

    ("assistant1-53",
     "Scientist: read at 340 after mixing; mix 50 µL on the Fluent; first add 20 µL NADH\n"
     "Assistant: In run order:\n1. Fluent: 20 µL NADH per well\n2. Fluent: mix 50 µL x 3\n3. Read absorbance 340 nm\n"
     "Scientist: mix 5 times. go",
     "transfer volume_ul=20 @tecan_fluent > mix volume_ul=50 cycles=5 @tecan_fluent > read_absorbance wavelength_nm=340"),

    ("assistant1-54",
     "Scientist: boil the Laemmli samples, 100 °C 5 min on the ODTC\n"
     "Assistant: 1. ODTC: 100 °C, 5 min\n"
     "Scientist: go",
     "halted"),

    ("assistant1-55",
     "Scientist: add twenty microlitres of primer mix to the PCR plate on the STAR then seal\n"
     "Assistant: 1. STAR: 20 µL primer mix per well\n2. Seal on the a4S, 165 °C, 3 s\n"
     "Scientist: only the first three columns. and two seconds on the seal. go",
     "transfer volume_ul=20 wells=24 @hamilton_star > seal temperature_c=165 duration_s=2 @azenta_a4s"),

    ("assistant1-56",
     "Scientist: AMC substrate assay\n"
     "Assistant: 1. OT-2: 50 µL substrate into columns 1-3\n2. BioShake 600 rpm, 2 min\n"
     "3. Read fluorescence ex 360 / em 460\n"
     "Scientist: shake 1000 rpm for 1 min. go",
     "transfer volume_ul=50 wells=24 @opentrons_ot2 > shake speed_rpm=1000 duration_s=60 @qinstruments_bioshake_3000t_elm"
     " > read_fluorescence excitation_nm=360 emission_nm=460"),

    ("assistant1-57",
     "Scientist: Bradford: add 250 µL dye on the i5, shake, read\n"
     "Assistant: 1. i5: 250 µL Bradford reagent per well\n2. BioShake 300 rpm, 5 min\n3. Read absorbance at 595 nm\n"
     "Scientist: 200 µL dye, it's the micro assay. 595 yes. go",
     "transfer volume_ul=200 @biomek_i5 > shake speed_rpm=300 duration_s=300 @qinstruments_bioshake_3000t_elm"
     " > read_absorbance wavelength_nm=595"),

    ("assistant1-58",
     "Scientist: gentle spin of the cell plate\n"
     "Assistant: 1. VSpin 300 x g, 3 min\n"
     "Scientist: VSpin's down, use the HiG4. and 2 min. go",
     "spin rcf_g=300 duration_s=120 @bionex_hig4"),

    # Moving the spin to the HiG4 makes 150 x g illegal (HiG4 minimum 250 x g).
    ("assistant1-59",
     "Scientist: primary neurons, spin 150 x g 5 min\n"
     "Assistant: 1. VSpin 150 x g, 5 min\n"
     "Scientist: VSpin's down, put it on the HiG4, same settings. go",
     "halted"),

    ("assistant1-60",
     "Scientist: seal and park the assay-ready plates\n"
     "Assistant: 1. a4S seal 165 °C 3 s\n2. VSpin 500 x g 1 min\n3. Store in the Cytomat 24\n"
     "Scientist: spin first then seal - swap 1 and 2. and 180 °C for the thicker film. go",
     "spin rcf_g=500 duration_s=60 @agilent_vspin > seal temperature_c=180 duration_s=3 @azenta_a4s"
     " > store @cytomat_24"),

    ("assistant1-61",
     "Scientist: DNA quant plate is in the fridge, read A260\n"
     "Assistant: 1. Retrieve from the 2C425\n2. Peel\n3. Read absorbance 260 nm and 280 nm\n"
     "Scientist: just 260. go",
     "retrieve @cytomat_2c425 > peel > read_absorbance wavelength_nm=260"),

    # "500 or 800?" is settled by the scientist in the same message.
    ("assistant1-62",
     "Scientist: spin the plate then put it in the hotel\n"
     "Assistant: 1. VSpin, 500 x g, 1 min\n2. Store in the Cytomat 24\n"
     "Scientist: 500 or 800? ... checked the notebook, 800 x g. and 2 min. go",
     "spin rcf_g=800 duration_s=120 @agilent_vspin > store @cytomat_24"),

    ("assistant1-63",
     "Scientist: take the plate from the incubator to the reader and read GFP\n"
     "Assistant: 1. Retrieve from the Cytomat 2C450\n2. PF400: move to the SpectraMax\n"
     "3. Read fluorescence 485/535\n4. PF400: back to the incubator\n"
     "Scientist: em 520 not 535. go",
     "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_fluorescence excitation_nm=485 emission_nm=520"
     " > move_plate @precise_pf400"),

    ("assistant1-64",
     "Scientist: normalise on the Flex: thirty-five μl water into every well then 15 μl DNA\n"
     "Assistant: 1. Flex: 35 µL water, all wells\n2. Flex: 15 µL DNA\n3. Flex: mix 25 µL x 3\n"
     "Scientist: mix 40 µL five times. go",
     "transfer volume_ul=35 @opentrons_flex > transfer volume_ul=15 @opentrons_flex"
     " > mix volume_ul=40 cycles=5 @opentrons_flex"),

    ("assistant1-65",
     "Scientist: RNA extraction, plate's in the hotel\n"
     "Assistant: 1. Retrieve from the Cytomat 24\n2. Peel (XPeel)\n3. KingFisher: MagMAX_mirVana\n"
     "4. Seal (a4S, 165 °C, 3 s)\n5. Store at 4 °C in the 2C425\n"
     "Scientist: drop 2, it isn't sealed. program is MVN_Total_RNA_Flex. go",
     "retrieve @cytomat_24 > run_program program=MVN_Total_RNA_Flex @kingfisher_flex"
     " > seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4 @cytomat_2c425"),

    # Seal named with no settings: sealer defaults apply, so no seal keys (not an ask).
    ("assistant1-66",
     "Scientist: amplicon PCR on the ODTC pls: 95ºC 3 min, 25 cycles 95ºC 30 s / 55ºC 30 s / 72ºC 30 s, 72ºC 5 min, hold 4ºC\n"
     "Assistant: 1. ODTC: 95 °C 3 min; 25 x (95 °C 30 s, 55 °C 30 s, 72 °C 30 s); 72 °C 5 min; hold 4 °C\n"
     "Scientist: oh - 28 cycles, sorry. and seal it on the a4S first. looks good",
     "seal @azenta_a4s > run_pcr cycles=28 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95"
     " denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=30"
     " final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("assistant1-67",
     "Scientist: reformat 96 -> 384 on the i7\n"
     "Assistant: 1. i7: 10 µL from each 96 well into quadrant 1 of the 384\n2. VSpin 1000 x g, 1 min\n"
     "Scientist: 8 µL, and spin on the HiG4 at 1,500 x g instead. go",
     "transfer volume_ul=8 @biomek_i7_hybrid > spin rcf_g=1500 duration_s=60 @bionex_hig4"),

    ("assistant1-68",
     "Scientist: after the incubation read resazurin 560/590. before that add 20 µL resazurin on the Fluent\n"
     "Assistant: 1. Fluent: 20 µL resazurin per well\n2. Cytomat 2C450: 37 °C, 5% CO2, 2 h\n"
     "3. Read fluorescence ex 560 / em 590\n"
     "Scientist: 4 hrs actually, the cells are slow. go",
     "transfer volume_ul=20 @tecan_fluent > incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450"
     " > read_fluorescence excitation_nm=560 emission_nm=590"),

    ("assistant1-69",
     "Scientist: run the antibody samples on the GX Touch, protein assay\n"
     "Assistant: 1. VSpin 1000 x g, 2 min\n2. LabChip: Protein Express assay, 48 samples\n"
     "Scientist: 40 samples, the last column is blanks. go",
     "spin rcf_g=1000 duration_s=120 @agilent_vspin"
     " > run_assay assay=protein_express sample_count=40 @labchip_gx_touch_ht"),

    ("assistant1-70",
     "me: spin the strips 1 min 1000 g on the microfuge then template into the pcr plate\n"
     "bot: 1. 5424R 1,000 x g, 1 min\n2. OT-2: transfer 2 µL into the PCR plate\n"
     "me: 2.5 uL. go",
     "spin rcf_g=1000 duration_s=60 @eppendorf_5424r > transfer volume_ul=2.5 @opentrons_ot2"),
]
