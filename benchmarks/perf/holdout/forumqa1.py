"""Hold-out batch "forumqa1": question-and-answer threads pasted from a lab forum / internal Q&A board.

Style: each intent is a whole thread as someone would paste it into the planner: a title,
the asker's setup (plate type, kit, lot numbers, sample counts, volumes already in the
wells), one or two answers that suggest values (upvotes, "accepted" ticks, edits that
correct a number), comments, and the asker's closing line saying what the workcell should
actually do ("going with the accepted answer", "I'll use Dana's numbers but on the HiG4").

Traps:
- conflicting answers: only the values the asker settles on count; the losing answer's
  numbers (and its instrument) must not leak into the plan;
- "going with the accepted answer" with the values only in that answer, not restated;
- edits ("EDIT: make it 3,000 x g") and comments that correct a value: the correction wins;
- context numbers everywhere: vote counts, reputation, view counts, dates, lot and
  catalogue numbers, plate IDs, room numbers, sample counts, primer Tms, volumes already in
  the wells, pipette names (p300), kit names (T4, CO2 in prose), concentrations;
- steps described in the thread but explicitly not wanted ("for now I only want the OT-2
  part"), steps already done by hand, later steps mentioned first;
- the losing answer sometimes names a different instrument (VSpin vs HiG4, 5810R vs HiG4);
- "Flex" is both the Opentrons Flex and part of "KingFisher Flex";
- halts hide in the accepted answer (6,000 x g plates, 220 C seal, 3,500 rpm, 214 nm,
  2 min luminescence integration, 6 mL per well, 4 C shaking, 48 h shaking, 6 weeks);
- asks: rpm-only spins, vortexing, OD without a wavelength, a reader the lab lacks, PCR
  without cycling temperatures, "speed 5", nL dosing, drops, an unsettled 405/410 or
  500/1000 x g, a reagent addition with no volume.
"""

NAME = "forumqa1"

CASES: list[tuple[str, str, str]] = [
    (
        "forumqa1-01",
        "[Lab Q&A] Clearing lysate in 96 deep-well plates before the OT-2 picks up supernatant\n"
        "Asked by mkowalski · 3 answers · 212 views\n"
        "I lyse 4 plates of E. coli pellets (2.2 mL deep-well, roughly 500 µL lysate per well) and the "
        "OT-2 keeps sucking up debris. What g-force/time do people use to clear it?\n"
        "✓ Accepted · 14 votes · Dana R.: 2,500 x g for 10 min in the 5810R with the plate buckets. "
        "Don't go past 3000, the deep-wells are only rated to that.\n"
        "5 votes · jfeng: we just do 2000 xg for 5 min, works fine for us.\n"
        "Comment (mkowalski): thanks both!\n"
        "mkowalski: Going with the accepted answer (5810R), then have the OT-2 take 400 uL of the cleared "
        "lysate into a fresh deep-well, and seal that new plate at the end.",
        "spin rcf_g=2500 duration_s=600 @eppendorf_5810r > transfer volume_ul=400 @opentrons_ot2 > seal",
    ),
    (
        "forumqa1-02",
        "Re: Bringing droplets down in sealed PCR plates, how hard do you spin?\n"
        "Posted in #automation-help by t.nguyen\n"
        "Setup: 96-well full-skirt PCR plates, 20 µL reactions, sealed on the a4S at 165 °C for 3 s (our "
        "standard film). Droplets on the seal everywhere.\n"
        "Answer by Dana (↑9): 1000 × g for 1 min. Anything more is pointless for 20 µL.\n"
        "Answer by Marco (↑2): 500 x g for 30 s in the VSpin is enough.\n"
        "Comment: Marco, the VSpin queue is always full on Tuesdays.\n"
        "t.nguyen: Thanks. I'll use Dana's numbers but on the HiG4. Seal as usual first (165 °C, 3 s), then spin.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 @bionex_hig4",
    ),
    # speed given only in rpm, rotor unknown
    (
        "forumqa1-03",
        "Q: Pelleting PBMCs in a U-bottom 96 plate, what speed?\n"
        "asked by j.ortega (rep 41)\n"
        "I'm washing PBMCs in 96-well U-bottom plates before staining. The old protocol just says 'spin 5 min'.\n"
        "A (accepted): 1500 rpm for 5 min, brake on low. That's what everyone on floor 3 uses.\n"
        "Comment: what rotor radius is that? rpm means nothing without it.\n"
        "Reply: no idea, it's the big benchtop one.\n"
        "j.ortega: Going with the accepted answer, 1500 rpm for 5 min. Please set the workcell up for that.",
        "ask",
    ),
    (
        "forumqa1-04",
        "Thread: TMB ELISA, do I need to shake after adding stop solution?\n"
        "by priya_s · 2 answers\n"
        "Sandwich ELISA, 40 samples in duplicate on a 96 flat plate, TMB developed 15 min already.\n"
        "Answer (accepted) by Hollis: Yes, shake briefly, 600 rpm for 10 sec, then read at 450 nm. If your "
        "reader does dual wavelength you can subtract 570 but it's optional.\n"
        "Answer (2 votes): no need to shake, just read.\n"
        "Comment (priya_s): we have the BioShake right next to the reader.\n"
        "priya_s: Going with the accepted answer minus the 570 correction: 50 µl stop solution into every "
        "well, BioShake 600 rpm 10 s, then 450 nm on the i3x.",
        "transfer volume_ul=50 > shake speed_rpm=600 duration_s=10 @qinstruments_bioshake_3000t_elm"
        " > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "forumqa1-05",
        "Thread: Max g for Bio-Rad hard-shell 384 PCR plates?\n"
        "by qpcr_queen · 6 replies\n"
        "We spin the 384s before loading the CFX and still get bubbles at the bottom of the wells. Looking to spin harder.\n"
        "★ Accepted (11 pts), LabManagerKate: Hard-shell plates are rated to 6,000 x g. We spin at 6000 x g "
        "for 2 min and the bubbles are gone.\n"
        "(3 pts) bench_monkey: I'd stay at 1000 x g, 1 min, never had an issue.\n"
        "qpcr_queen: Going with Kate's 6000 × g for 2 min.",
        "halted",
    ),
    (
        "forumqa1-06",
        "Internal Q&A › qPCR › SYBR cycling on the CFX384 for short amplicons (80-120 bp)\n"
        "Asker: r.patel. Setup: 10 µL SYBR reactions in a 384-well PCR plate, 3 primer pairs, plate "
        "already filled by the Fluent yesterday.\n"
        "Answer (accepted): 95 °C for 3 min, then 40 cycles of 95 °C 10 s / 60 °C 30 s, no separate extension.\n"
        "Answer: for pair 3 we found a 62 °C anneal better.\n"
        "Comment (r.patel): pair 3 is the housekeeping one, it's fine at 60.\n"
        "r.patel: Going with the accepted answer, 60 °C anneal for everything. Seal the 384 on the a4S "
        "first, then run it on the CFX.",
        "seal @azenta_a4s > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180"
        " denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "forumqa1-07",
        "Q: Mito pellet in 1.5 mL tubes, fast enough?\n"
        "asked by h.lindqvist · edited 2 h ago\n"
        "Isolating mitochondria from ~20 mg tissue in 1.5 ml tubes. Our SOP (rev 7, 2019) says 'high speed' but not how high.\n"
        "Answer (↑6, accepted): 25,000 x g for 20 min at 4 °C, that's what the published protocol uses.\n"
        "Answer (↑1): 13k for 10 min is fine.\n"
        "h.lindqvist: Going with 25,000 x g, 20 min, 4 °C in the 5424R.",
        "halted",
    ),
    (
        "forumqa1-08",
        "Q: Resuspending MyOne beads after the magnet, how long to vortex?\n"
        "Setup: 96 PCR plate, 20 µL beads/well, the i5 with the magnet block.\n"
        "A (4 votes): vortex 10 s at max, then back on the magnet for 2 min.\n"
        "Comment: you can also pipette-mix, but vortexing is faster.\n"
        "Asker: ok, vortex 10 s then 2 min on the magnet, please.",
        "ask",
    ),
    # "cold store" is the 2C425 alias; the losing answer's program MVP_1wash must not leak in
    (
        "forumqa1-09",
        "[Q&A board / Nucleic acids] Which KingFisher program for 200 µL swab samples?\n"
        "Asked by bkim, 14 Mar\n"
        "We get 96 swabs a day, MagMAX viral kit (lot 2291447). Want the OT-2 to plate the samples and "
        "the KingFisher Flex to extract.\n"
        "Accepted answer, Ana G.: Use the program MagMAX_Viral_v2 we loaded last month; it does 2 washes "
        "and elutes in 50 µL.\n"
        "Other answer, pete: we use MVP_1wash, faster, but yields are lower.\n"
        "Comment (Ana G.): put the eluate in the cold store right away, 4 °C.\n"
        "bkim: Going with Ana's. OT-2 transfers 200 µl of each swab into the deep-well, KingFisher runs "
        "MagMAX_Viral_v2, then the elution plate goes into the cold store at 4 °C.",
        "transfer volume_ul=200 @opentrons_ot2 > run_program program=MagMAX_Viral_v2 @kingfisher_flex"
        " > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "forumqa1-10",
        "Thread: Which LabChip assay for Illumina library QC?\n"
        "from s.mueller · 2 answers\n"
        "24 libraries, expected 350-550 bp after adapters, in a 96 PCR plate. Plate is sealed right now.\n"
        "Answer (accepted ✓): DNA NGS 3K. The HS assay works too but NGS 3K gives you the smear profile you want.\n"
        "Answer: I'd use DNA High Sensitivity, better at low concentration.\n"
        "s.mueller: NGS 3K it is, on the GX Touch, 24 samples. XPeel the seal off first.",
        "peel @azenta_xpeel > run_assay assay=dna_ngs_3k sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "forumqa1-11",
        "Q&A › Cloning › Q5 cycling for a 1.2 kb insert?\n"
        "asked by lucia_b\n"
        "Q5 Hot Start, 25 µL reactions in a 96 PCR plate, 16 reactions. Primer Tms 67/69.\n"
        "Accepted answer (NEB-savvy, 22 ↑): 98 °C 30 s; then 30 cycles of 98 °C 10 s, 65 °C 20 s, "
        "72 °C 40 s; final 72 °C 2 min; hold 4 °C.\n"
        "Comment: the Tm calculator says 66 for your pair.\n"
        "Comment (lucia_b): I'll keep 65 from the answer.\n"
        "lucia_b: Seal it on the a4S and run the accepted program on the ODTC.",
        "seal @azenta_a4s > run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30"
        " denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 extension_c=72 extension_s=40"
        " final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "forumqa1-12",
        "[Forum] Reverse transfection timing in 96-well, how long before the luciferase read?\n"
        "Posted by cellguy88\n"
        "HEK293T in 96-well white plates, live-cell substrate already in the medium. Columns 11-12 are "
        "untransfected controls.\n"
        "Answer (accepted): 48 h at 37 °C, 5% CO2, then read luminescence with 1 s integration.\n"
        "Answer: 24 h is enough for CMV promoters.\n"
        "cellguy88: Going with 48 h. Fluent adds 10 µL of lipid/DNA complex to columns 1-10, then 37 °C / "
        "5% CO2 for 48 h in the Cytomat, then luminescence on the i3x, 1 s integration.",
        "transfer volume_ul=10 wells=80 @tecan_fluent > incubate temperature_c=37 duration_s=172800"
        " co2_percent=5 @cytomat_2c450 > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "forumqa1-13",
        "Q: a4S temperature for thick foil seals?\n"
        "asked by nora.k · 4 answers\n"
        "We switched to a thicker pierceable foil (cat. 4ti-0550) and the seals lift at the corners.\n"
        "Answer (5 ↑): 175 °C, 2 s works for most foils.\n"
        "Accepted answer (8 ↑): for the thick foil you need more heat: 220 °C for 3 s.\n"
        "nora.k: going with the accepted answer on the a4S.",
        "halted",
    ),
    (
        "forumqa1-14",
        "Thread: Measuring growth of 96 deep-well cultures on the robot\n"
        "by tomasz_w\n"
        "Overnight cultures in 2 mL deep-well, I want growth numbers without a cuvette.\n"
        "Answer (accepted): Take 100 µL of each culture into a flat-bottom plate and read the OD on the plate "
        "reader. Dilute if it's above 1.\n"
        "tomasz_w: Perfect: the i5 moves 100 µL into a flat plate, then read OD on the SpectraMax.",
        "ask",
    ),
    (
        "forumqa1-15",
        "Q: Spin-column cleanup on the automation bench, what g?\n"
        "asked by ellie.m · 1 answer\n"
        "PCR cleanup columns in 1.5 mL collection tubes, 8 samples.\n"
        "Answer (accepted): 16,000 x g for 1 min, room temperature, same for every spin.\n"
        "ellie.m: thx! 16,000 × g for 1 min at RT in the 5424R for the final elution spin.",
        "spin rcf_g=16000 duration_s=60 @eppendorf_5424r",
    ),
    (
        "forumqa1-16",
        "Re: Bubbles after the STAR dispenses into 384 plates\n"
        "Original post (k.ito): The Hamilton STAR puts assay buffer into all wells of a 384 flat plate and "
        "half the wells have bubbles. Ideas?\n"
        "Reply from Greta (accepted): Quick spin after dispensing: 500 x g for 1 min on the VSpin with a balance plate.\n"
        "Reply from Jon: a slower dispense speed helps too.\n"
        "k.ito: Let's do it: STAR 20 µl buffer into the whole 384, then VSpin 500 xg 1 min, then park the "
        "plate in the Cytomat 24 hotel until the compound run.",
        "transfer volume_ul=20 @hamilton_star > spin rcf_g=500 duration_s=60 @agilent_vspin > store @cytomat_24",
    ),
    (
        "forumqa1-17",
        "Q: Storing ELISA-coated plates over the weekend?\n"
        "Asker: p.dubois. 4 plates coated on Friday with capture antibody, 100 µL/well.\n"
        "Answer (accepted): Seal them (we use 170 °C for 1.5 s with the clear film) and keep at 4 °C. "
        "They're fine until Monday.\n"
        "Comment: don't freeze them.\n"
        "p.dubois: Going with that: seal at 170 °C for 1.5 s, then into the 2C425 at 4 °C.",
        "seal temperature_c=170 duration_s=1.5 > store temperature_c=4 @cytomat_2c425",
    ),
    # the asker books a reader the lab does not have
    (
        "forumqa1-18",
        "Q: Fluorescein read settings?\n"
        "asked by jmbrown · 2 answers\n"
        "Simple fluorescein standard curve in black 96 plates.\n"
        "Answer (accepted): 485/520, gain 1800, top read. We do it on the CLARIOstar in room 4.112.\n"
        "Answer: 490/525 if you use a monochromator.\n"
        "jmbrown: 485/520 on the CLARIOstar then, thanks.",
        "ask",
    ),
    (
        "forumqa1-19",
        "Thread: resazurin viability, which wavelengths?\n"
        "by dr_fz · accepted answer marked\n"
        "HepG2 in 96 black/clear plates, 20 µL resazurin already added by hand.\n"
        "Answer (✓ accepted, 7 votes): Ex 560 / Em 590 is the textbook pair.\n"
        "Answer (2 votes): we read 530/590 because of our filter set.\n"
        "Comment (dr_fz): the i3x is a monochromator, filters don't matter.\n"
        "dr_fz: I'll read 560/590 on the i3x after 2 h at 37 °C in the CO2 incubator (5 %).",
        "incubate temperature_c=37 duration_s=7200 co2_percent=5 @cytomat_2c450"
        " > read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "forumqa1-20",
        "Q: BioShake speed for resuspending beads in a 384 plate?\n"
        "asked by m.haddad · 2 answers\n"
        "10 µL of bead slurry per well, beads settle within minutes.\n"
        "Answer (accepted): 3,500 rpm for 60 s, 384 wells are small enough that nothing splashes.\n"
        "Answer: 2000 rpm, 2 min.\n"
        "m.haddad: going with the accepted one on the BioShake, 3500 rpm 1 min.",
        "halted",
    ),
    (
        "forumqa1-21",
        "Q: Resuspending cell pellets on the Biomek i7 without foaming?\n"
        "asked by aw_2024\n"
        "Pellets are in columns 1-6 of a 96 deep-well (the rest of the plate is empty).\n"
        "Answer (accepted): add 200 µL buffer and mix 5× with 150 µL, slow aspirate. EDIT: make that 8 mixes, "
        "5 left clumps for us.\n"
        "aw_2024: Doing it on the i7 for columns 1-6 only: 200 µL buffer, then mix 8 times at 150 µL.",
        "transfer volume_ul=200 wells=48 @biomek_i7_hybrid > mix volume_ul=150 cycles=8 wells=48 @biomek_i7_hybrid",
    ),
    (
        "forumqa1-22",
        "Board: Automation › Biomek i5 › Bead cleanup timings\n"
        "asked by nikhil.r\n"
        "SPRI cleanup; the 96 PCR plate already has 50 µL PCR + 90 µL beads per well, magnet on ALP 4.\n"
        "Answer (accepted, 12): mix 10 times with 100 µL, then 5 min on the magnet, then take off 130 µL of supernatant.\n"
        "Answer (3): 2 min on the magnet is plenty with that magnet.\n"
        "nikhil.r: Going with the accepted answer, all on the i5.",
        "mix volume_ul=100 cycles=10 @biomek_i5 > magnetic_separation duration_s=300 @biomek_i5"
        " > transfer volume_ul=130 @biomek_i5",
    ),
    # cycle count and initial denaturation given, annealing/denaturation temperatures are not
    (
        "forumqa1-23",
        "Q: How many cycles for colony PCR?\n"
        "asked by f.santos\n"
        "Taq, 20 µL reactions, 24 colonies picked into a 96 PCR plate.\n"
        "Answer (accepted): 30 cycles is plenty; do a long initial denaturation, 95 °C for 5 min, to lyse the cells.\n"
        "f.santos: ok: 95 °C 5 min then 30 cycles on the ODTC.",
        "ask",
    ),
    (
        "forumqa1-24",
        "Thread: Opentrons Flex setup for a 32-sample PCR\n"
        "by gk_lab · 3 replies\n"
        "I want the Opentrons Flex to dispense master mix into a 96 PCR plate, columns 1-4 only, then seal "
        "and spin before the cycler.\n"
        "Reply (accepted): 35 µL of master mix per well, seal, and a quick 1000 x g spin for 30 s.\n"
        "Reply: we do 45 µL but our template volume is smaller.\n"
        "gk_lab: 35 µL it is. Opentrons Flex into columns 1-4, seal, then 1000 x g for 30 sec.",
        "transfer volume_ul=35 wells=32 @opentrons_flex > seal > spin rcf_g=1000 duration_s=30",
    ),
    (
        "forumqa1-25",
        "Q: Peptide quantification by UV in a plate?\n"
        "asked by c.moreau\n"
        "Synthetic peptides with no Trp/Tyr, UV-transparent 96 plate, 100 µL per well.\n"
        "Answer (accepted): read the peptide bond at 214 nm, it's the only option without aromatics.\n"
        "Answer: BCA at 562 nm works but needs reagent.\n"
        "c.moreau: 214 nm on the SpectraMax it is.",
        "halted",
    ),
    (
        "forumqa1-26",
        "Q: Stamping from a sealed source plate on the STAR\n"
        "asked by o.adeyemi\n"
        "Source is a sealed 96 PCR plate (compound dilutions, 40 µL/well). Do I need to peel or can the STAR pierce?\n"
        "Answer (accepted): don't pierce with disposable tips. Run it through the XPeel first, then the STAR "
        "takes 5 µL from each well into the assay plate, and reseal the source at 165 °C for 2 s.\n"
        "o.adeyemi: going with the accepted answer: XPeel, 5 µL per well on the Hamilton STAR, reseal 165 °C / 2 s.",
        "peel @azenta_xpeel > transfer volume_ul=5 @hamilton_star > seal temperature_c=165 duration_s=2",
    ),
    (
        "forumqa1-27",
        "Q: Heat-inactivating DNase in a 96 PCR plate\n"
        "asked by marie.l · 2 answers\n"
        "DNase I treatment done, 10 µL per well, plate sealed. Want to inactivate without the old heat block.\n"
        "Answer (accepted): 65 °C for 10 min, then spin down the condensation: 500 x g, 30 s.\n"
        "Answer: 75 °C is safer... actually no, 75 degrades RNA, use 65.\n"
        "marie.l: Doing 65 °C 10 min on the ODTC, then the 500 x g 30 s spin.",
        "incubate temperature_c=65 duration_s=600 @inheco_odtc > spin rcf_g=500 duration_s=30",
    ),
    (
        "forumqa1-28",
        "Thread: weak NanoLuc signal, longer integration?\n"
        "by yusuf.k\n"
        "Signal barely above background at 1 s.\n"
        "Answer (accepted): crank the integration up to 2 min per well, it's a slow read but it works.\n"
        "Answer: 10 s is usually enough, 2 min is overkill.\n"
        "yusuf.k: Trying the 2 min integration on the SpectraMax.",
        "halted",
    ),
    (
        "forumqa1-29",
        "Q: Shaking conditions for a 30-min 37 °C binding step?\n"
        "asked by hana.s · 2 answers\n"
        "Antibody binding in 96 flat plates, 100 µL/well.\n"
        "Answer (accepted): BioShake at 1,200 rpm, 37 °C, 30 minutes; 100 µL won't splash at that speed.\n"
        "Answer: 800 rpm to be safe.\n"
        "hana.s: going with accepted, BioShake 1200 rpm / 37 C / 30 min.",
        "shake speed_rpm=1200 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "forumqa1-30",
        "Q: Plate shaker setting for crystal violet solubilization?\n"
        "asked by rkaur\n"
        "Biofilms in 96 flat plates, 30% acetic acid already added.\n"
        "Answer (accepted): shake at speed 5 for 10 min, like on the old Heidolph.\n"
        "rkaur: ok, speed 5 for 10 min on the shaker.",
        "ask",
    ),
    # "put it back in the Cytomat" makes the 2C450 the incubation device; the read instrument is not named
    (
        "forumqa1-31",
        "[Q&A] CCK-8 timing on the workcell\n"
        "asked by b.hoang · 5 answers\n"
        "Cells have been in the Cytomat since Monday (plate ID P-0042), 100 µL medium per well.\n"
        "Accepted answer: Take the plate out of the Cytomat, add 10 µL CCK-8 per well, put it back in the "
        "Cytomat for 2 h at 37 °C / 5 % CO2, then read at 450 nm.\n"
        "Answer: 4 h for slow-growing lines.\n"
        "b.hoang: Ours grow fast, so going with the accepted answer.",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 > incubate temperature_c=37 duration_s=7200"
        " co2_percent=5 @cytomat_2c450 > read_absorbance wavelength_nm=450",
    ),
    # 6 mL per well is above every liquid handler's per-well volume (5,000 uL)
    (
        "forumqa1-32",
        "Q: Robot-filling 24 deep-well plates with LB?\n"
        "asked by dmitri.v\n"
        "24 deep-well (10 mL wells), want as much culture volume as possible.\n"
        "Answer (accepted): the Fluent does it fine, 6 mL of LB per well.\n"
        "Answer: we do 4 mL to leave headspace for aeration.\n"
        "dmitri.v: going with 6 mL per well on the Tecan Fluent.",
        "halted",
    ),
    (
        "forumqa1-33",
        "Q: HiG4 settings for pelleting yeast in 96 deep-well?\n"
        "asked by claire.d\n"
        "Answer (accepted, edited): 2,000 × g for 5 min. EDIT: make it 3,000 × g, 2,000 left loose pellets "
        "in our hands. Keep 5 min.\n"
        "claire.d: Going with the edited answer on the HiG4, then the i7 removes 800 µL of supernantant and "
        "adds 200 µL lysis buffer back.",
        "spin rcf_g=3000 duration_s=300 @bionex_hig4 > transfer volume_ul=800 @biomek_i7_hybrid"
        " > transfer volume_ul=200 @biomek_i7_hybrid",
    ),
    (
        "forumqa1-34",
        "Thread: Reading a GFP reporter plate that's been in the cold\n"
        "by ivana_p\n"
        "Plate sealed and sitting in the 2C425 since yesterday.\n"
        "Answer (accepted): Pull it from the cold store, peel, then read Ex 488 / Em 510 on the i3x.\n"
        "Answer: I use 485/528.\n"
        "ivana_p: Going with the accepted answer's 488/510.",
        "retrieve @cytomat_2c425 > peel > read_fluorescence excitation_nm=488 emission_nm=510 @spectramax_i3x",
    ),
    (
        "forumqa1-35",
        "Q: Pipetting a BCA standard curve on the OT-2\n"
        "asked by liam.c\n"
        "8 standards in duplicate, columns 1 and 2 of a flat 96 plate (A1-H2).\n"
        "Answer (accepted): 25 µL of each standard, then 200 µL working reagent, 30 min at 37 °C, read at 562 nm.\n"
        "liam.c: For now I only want the OT-2 part: 25 µL of standards into A1-H2. I'll do the rest by hand.",
        "transfer volume_ul=25 wells=16 @opentrons_ot2",
    ),
    (
        "forumqa1-36",
        "Q: Dosing compounds straight into the assay plate\n"
        "asked by f.weber\n"
        "10 mM DMSO stocks, 384 assay plate with 20 µL cells per well.\n"
        "Answer (accepted): dispense 50 nL of each stock straight in, then spin 1 min at 1000 x g.\n"
        "f.weber: Going with 50 nL per well and then the spin.",
        "ask",
    ),
    (
        "forumqa1-37",
        "Q: pNPP read, 405 or 410 nm?\n"
        "asked by v.rossi\n"
        "Alkaline phosphatase assay with pNPP, stopped with NaOH.\n"
        "Answer (6 votes): 405 nm, that's the standard filter.\n"
        "Answer (6 votes): 410 nm is closer to the actual peak of p-nitrophenolate.\n"
        "v.rossi: Both seem fine?? Add 50 µL NaOH stop to every well and read at 405 or 410, not sure which.",
        "ask",
    ),
    # the BioShake only heats (25-99 C); no shaker in the lab can hold 4 C
    (
        "forumqa1-38",
        "Q: Can I shake a plate in the cold?\n"
        "asked by greg_t\n"
        "Overnight primary antibody incubation wants 4 °C with gentle shaking.\n"
        "Answer (accepted): BioShake at 300 rpm, 4 °C, 16 h.\n"
        "Comment: the BioShake only heats, you know.\n"
        "greg_t: Going with the accepted: 300 rpm, 4 °C, 16 h.",
        "halted",
    ),
    (
        "forumqa1-39",
        "Q: Harvesting 50 mL E. coli cultures\n"
        "asked by sofia.g · 3 answers\n"
        "6 × 50 mL conicals, need pellets for a midiprep.\n"
        "Answer (accepted): 3,220 x g for fifteen minutes at 4 °C in the 5810R with the 50 mL buckets.\n"
        "Answer: 4000 x g 10 min... oh wait, that rotor tops out at 3220.\n"
        "sofia.g: Going with accepted.",
        "spin rcf_g=3220 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    # deep-well plates are rated to 3,000 x g in the labware registry, although the HiG4 reaches 5,000
    (
        "forumqa1-40",
        "Q: Faster pelleting of bacteria in 96 deep-well?\n"
        "asked by adam.j\n"
        "Answer (accepted): HiG4 at 4,000 x g for 10 min, it goes to 5000 so no problem.\n"
        "Comment: are your deep-wells rated for that? Ours say 3000 max.\n"
        "adam.j: They're the standard 2.2 mL square ones from the rack. Going with 4000 x g 10 min on the HiG4.",
        "halted",
    ),
    (
        "forumqa1-41",
        "Thread: Two-step qPCR in 384, probe assays\n"
        "by miyu.t\n"
        "384-well PCR plate already holds 8 µL TaqMan master mix per well. Need to add cDNA, seal, spin, run.\n"
        "Answer (accepted): 2 µL cDNA per well, seal, spin 1 min at 1000 x g, then 95 °C 2 min followed by "
        "45 cycles of 95 °C 5 s / 60 °C 30 s.\n"
        "Answer: 40 cycles is enough unless your targets are rare.\n"
        "miyu.t: Targets are rare, so 45 cycles as in the accepted answer. Let the Opentrons Flex add the cDNA.",
        "transfer volume_ul=2 @opentrons_flex > seal > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=45"
        " initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5"
        " annealing_c=60 annealing_s=30",
    ),
    # 6 weeks is past the Cytomat's 30-day incubation limit
    (
        "forumqa1-42",
        "Q: Long-term organoid culture on the Cytomat?\n"
        "asked by e.kovacs\n"
        "Organoids in a 96 plate, media changes are done by hand on the side.\n"
        "Answer (accepted): 37 °C, 5% CO2; just set one 6-week incubation so the workcell keeps the slot.\n"
        "e.kovacs: Going with one 6-week incubation at 37 °C / 5% CO2 in the Cytomat.",
        "halted",
    ),
    (
        "forumqa1-43",
        "Q: Blocking step length?\n"
        "asked by ruth.a\n"
        "Blocking 96 plates with 200 µL 3% BSA.\n"
        "Answer (accepted, 9): 1 h at room temperature shaking at 300 rpm.\n"
        "Answer (4) by Sam: 30 min is enough with shaking, 300 rpm.\n"
        "ruth.a: I'll go with Sam's 30 min (same 300 rpm, RT).",
        "shake speed_rpm=300 duration_s=1800",
    ),
    (
        "forumqa1-44",
        "Q: Spin before the KingFisher?\n"
        "asked by wen.l\n"
        "Answer: 500 x g for 1 min.\n"
        "Answer: 1000 x g for 1 min, otherwise drops stay on the walls.\n"
        "wen.l: either 500 or 1000 x g for 1 min, whichever you think is better, then run the KF program DNA_Blood_96.",
        "ask",
    ),
    # 48 h is past every shaker's 24 h timer
    (
        "forumqa1-45",
        "Q: Growing yeast in deep-well on the BioShake?\n"
        "asked by p.zhang\n"
        "Answer (accepted): 30 °C, 1000 rpm for 48 h, with a breathable seal.\n"
        "p.zhang: Going with that, 48 h at 30 °C and 1000 rpm on the BioShake.",
        "halted",
    ),
    (
        "forumqa1-46",
        "Q: Protein Express sample prep on the workcell\n"
        "asked by d.silva\n"
        "96 lysates already mixed with sample buffer in a 96 PCR plate.\n"
        "Answer (accepted): Denature 5 min at 95 °C (the ODTC is fine), spin 1 min at 1000 x g to bring down "
        "condensate, then run Protein Express on the LabChip.\n"
        "d.silva: Going with that, all 96 samples.",
        "incubate temperature_c=95 duration_s=300 @inheco_odtc > spin rcf_g=1000 duration_s=60"
        " > run_assay assay=protein_express sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "forumqa1-47",
        "Q: Foaming in deep-well cultures\n"
        "asked by ines.m\n"
        "Answer (accepted): add a drop of antifoam 204 to each well before shaking.\n"
        "ines.m: ok, a drop of antifoam per well, then shake 800 rpm 5 min on the BioShake.",
        "ask",
    ),
    (
        "forumqa1-48",
        "Q: Aliquoting lysis buffer into 96 deep-wells, Fluent or by hand?\n"
        "asked by zoe.f · 2 answers\n"
        "Answer (accepted): Fluent with the FCA and 1000 µL tips: 1,000 µL per well, one aspirate per well, "
        "it's faster than you'd think.\n"
        "Answer: we do 900 µL to leave headroom for the sample.\n"
        "zoe.f: Accepted answer, 1,000 µl per well on the Tecan Fluent, whole plate.",
        "transfer volume_ul=1000 @tecan_fluent",
    ),
    (
        "forumqa1-49",
        "Q: Feeding 24 deep-well cultures (British lab, sorry for the spelling)\n"
        "asked by h.oconnor\n"
        "Answer (accepted, 10): have the Fluent add 1.5 millilitres of fresh medium per well, then on the "
        "BioShake at 30 degC and 250 rpm for 16 hrs.\n"
        "Answer: 37 degrees if it's E. coli.\n"
        "h.oconnor: it's Pseudomonas, so the accepted answer as written.",
        "transfer volume_ul=1500 @tecan_fluent > shake speed_rpm=250 duration_s=57600 temperature_c=30"
        " @qinstruments_bioshake_3000t_elm",
    ),
    (
        "forumqa1-50",
        "Q: Moving plates between the peeler and the reader without a human\n"
        "asked by n.berg\n"
        "Answer (accepted): Let the PF400 carry it from the XPeel to the SpectraMax, then read absorbance at 600 nm.\n"
        "n.berg: So: XPeel the plate, PF400 moves it to the reader, read at 600.",
        "peel @azenta_xpeel > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    # a reagent addition with no volume anywhere in the thread
    (
        "forumqa1-51",
        "Q: Adding CellTiter-Glo on the STAR\n"
        "asked by tariq.h\n"
        "Answer (accepted): add the CTG, shake 2 min, wait 10 min, read luminescence.\n"
        "tariq.h: STAR adds the CellTiter-Glo, then shake 2 min at 500 rpm and read luminescence.",
        "ask",
    ),
    (
        "forumqa1-52",
        "Q: Where to park sealed assay-ready plates?\n"
        "asked by mattias.e\n"
        "Answer (accepted): ambient is fine for DMSO stocks: stamp, seal and drop them in the Cytomat 24 hotel.\n"
        "Answer: 2C425 at 4 °C if you keep them > 1 week.\n"
        "mattias.e: Only a few days, so: the i5 stamps 2 µL of each compound into the assay-ready plate, seal "
        "at 160 °C for 2 s, then into the Cytomat 24 hotel.",
        "transfer volume_ul=2 @biomek_i5 > seal temperature_c=160 duration_s=2 > store @cytomat_24",
    ),
    (
        "forumqa1-53",
        "Re: Standard Taq cycling for genotyping, touchdown needed?\n"
        "posted by ahmed.s\n"
        "Answer (accepted, 15 votes): ninety-five degrees for two minutes, then thirty-five cycles of 95 °C "
        "for thirty seconds, 58 °C for thirty seconds, 72 °C for one minute, final extension at seventy-two "
        "for five minutes, hold at four.\n"
        "Answer: touchdown from 65 gives cleaner bands.\n"
        "ahmed.s: going with the accepted answer on the ODTC; the plate's already sealed.",
        "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95"
        " denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 extension_s=60"
        " final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    # room-temperature wait expressed as incubate with no temperature key
    (
        "forumqa1-54",
        "Q: Glo assay read timing\n"
        "asked by lena.v\n"
        "Answer (accepted): after adding the reagent, incubate 10 min at room temperature, then read "
        "luminescence with 1 s integration.\n"
        "Answer: 0.5 s is enough for bright signals.\n"
        "lena.v: reagent is already in (added by hand). 10 min at RT then read, 1 sec integration.",
        "incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "forumqa1-55",
        "Q: Pre-spin before gDNA extraction on the KingFisher\n"
        "asked by rosa.m\n"
        "Answer (accepted): VSpin at 1,000 g for 2 min to get everything off the walls, then KingFisher "
        "program PureLink_gDNA_96. Seal the elution plate afterwards and keep it cold (4 °C store).\n"
        "rosa.m: 👍 going with that, the 2C425 for the cold storage.",
        "spin rcf_g=1000 duration_s=120 @agilent_vspin > run_program program=PureLink_gDNA_96 @kingfisher_flex"
        " > seal > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "forumqa1-56",
        "Q: Partial-plate dispense on the STAR\n"
        "asked by ben.a\n"
        "Only rows A-D of the 96 flat plate have cells.\n"
        "Answer (accepted): 50 uL of medium into rows A–D only, using 4 of the 8 channels.\n"
        "ben.a: Do it: Hamilton STAR, 50 µL, rows A-D.",
        "transfer volume_ul=50 wells=48 @hamilton_star",
    ),
    (
        "forumqa1-57",
        "Q: Pelleting bacteria from 1.5 mL tubes\n"
        "asked by kat.w\n"
        "Answer (accepted): 13,000 x g for 2 min at 4 °C. EDIT: 12 000 x g is plenty and easier on the "
        "pellets, use that instead.\n"
        "kat.w: Going with the edited numbers in the 5424R.",
        "spin rcf_g=12000 duration_s=120 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "forumqa1-58",
        "Q: Ligation on the Biomek i5 temperature block?\n"
        "asked by toby.n\n"
        "Vector + insert already in a 96 PCR plate, 15 µL per well.\n"
        "Answer (accepted): the i5 adds 5 µL T4 ligase mix, 16 °C for 30 min on the i5's temperature block, "
        "then 65 °C for 10 min in the ODTC to kill the ligase.\n"
        "toby.n: Going with that.",
        "transfer volume_ul=5 @biomek_i5 > incubate temperature_c=16 duration_s=1800 @biomek_i5"
        " > incubate temperature_c=65 duration_s=600 @inheco_odtc",
    ),
    (
        "forumqa1-59",
        "Q: On-deck shaking on the i7 after adding beads\n"
        "asked by yara.b\n"
        "Answer (accepted): 800 rpm for 2 min on the i7's shaker is enough to resuspend.\n"
        "Answer: 1,500 rpm, 1 min.\n"
        "Comment: the i7 shaker maxes out at 1200 anyway.\n"
        "yara.b: going with accepted, 800 rpm 2 min on the Biomek i7 shaker.",
        "shake speed_rpm=800 duration_s=120 @biomek_i7_hybrid",
    ),
    (
        "forumqa1-60",
        "Q: Opentrons Flex pipetting binding buffer into a 96 deep-well, then mix on a shaker?\n"
        "asked by caro.p\n"
        "Answer (accepted): Opentrons Flex adds 150 μl binding buffer, then BioShake 1,500 rpm for 3 min at "
        "room temperature, then the KingFisher runs Bind_Wash_Elute_3.\n"
        "caro.p: going with it.",
        "transfer volume_ul=150 @opentrons_flex > shake speed_rpm=1500 duration_s=180"
        " @qinstruments_bioshake_3000t_elm > run_program program=Bind_Wash_Elute_3 @kingfisher_flex",
    ),
    (
        "forumqa1-61",
        "Q: Checking PCR products on the LabChip\n"
        "asked by ravi.k\n"
        "48 PCR products in a sealed 96 PCR plate.\n"
        "Answer (accepted): DNA 1K assay. Run it after a brief spin (500 x g, 1 min) so nothing is on the "
        "seal and after peeling with the XPeel.\n"
        "Answer: DNA 5K if you have products > 1 kb.\n"
        "ravi.k: all < 800 bp, so DNA 1K, 48 samples, as in the accepted answer.",
        "spin rcf_g=500 duration_s=60 > peel @azenta_xpeel"
        " > run_assay assay=dna_1k sample_count=48 @labchip_gx_touch_ht",
    ),
    # two-step PCR: the combined anneal/extend step is the annealing step (no extension keys)
    (
        "forumqa1-62",
        "Q: Two-step PCR for a GC-rich target\n"
        "asked by olga.s\n"
        "Answer (accepted): 98 °C 3 min; 32 cycles of 98 °C 15 s and 72 °C 45 s (combined anneal/extend, "
        "no separate extension step); hold 10 °C.\n"
        "olga.s: Going with that on the ODTC, plate sealed on the a4S beforehand (defaults).",
        "seal @azenta_a4s > run_pcr cycles=32 initial_denaturation_c=98 initial_denaturation_s=180"
        " denaturation_c=98 denaturation_s=15 annealing_c=72 annealing_s=45 hold_c=10 @inheco_odtc",
    ),
    (
        "forumqa1-63",
        "Q: Calcein-AM read after staining\n"
        "asked by jules.r\n"
        "Cells are in the incubtor; stain was added 30 min ago by hand.\n"
        "Answer (accepted): pull the plate from the Cytomat and read Ex 494 / Em 517.\n"
        "Answer: we use 485/530.\n"
        "jules.r: accepted numbers, on the SpectraMax.",
        "retrieve @cytomat_2c450 > read_fluorescence excitation_nm=494 emission_nm=517 @spectramax_i3x",
    ),
    (
        "forumqa1-64",
        "Q: Recovery after electroporation\n"
        "asked by mo.h\n"
        "Cells in rows A-D of a 96 flat plate, rows E-H empty.\n"
        "Answer (accepted): 24 hrs at 37 ºC and 5 % CO₂ before you do anything.\n"
        "mo.h: 24 hr at 37ºC / 5% CO2 in the 2C450, after the OT-2 adds 100 µL pre-warmed medium to rows A-D.",
        "transfer volume_ul=100 wells=48 @opentrons_ot2 > incubate temperature_c=37 duration_s=86400"
        " co2_percent=5 @cytomat_2c450",
    ),
    (
        "forumqa1-65",
        "Q: Gentle spin before cold storage of a bead plate\n"
        "asked by ana.t\n"
        "Answer (accepted): 300 × g, 3 min in the VSpin, then the cold store at 8 °C.\n"
        "Answer: 4 °C is the usual fridge setting.\n"
        "ana.t: going with the accepted answer, 8 degrees.",
        "spin rcf_g=300 duration_s=180 @agilent_vspin > store temperature_c=8 @cytomat_2c425",
    ),
    # "all 12 columns" of a 96 plate is the whole plate, so no wells key
    (
        "forumqa1-66",
        "Q: LDH release, plate spin before taking supernatant\n"
        "asked by kiri.w\n"
        "Answer (accepted): 2,000 rcf, 5 min, 20 °C in the 5810R with the plate buckets.\n"
        "Answer: 400 x g is enough for mammalian cells.\n"
        "kiri.w: Going with the accepted, then the Fluent takes 50 µL of supernatant from all 12 columns into "
        "the plate that already has the LDH reagent, then read at 490 nm.",
        "spin rcf_g=2000 duration_s=300 temperature_c=20 @eppendorf_5810r > transfer volume_ul=50 @tecan_fluent"
        " > read_absorbance wavelength_nm=490",
    ),
    (
        "forumqa1-67",
        "Q: OD600 from plates stored in the hotel\n"
        "asked by finn.o\n"
        "Answer (accepted): retrieve from the Cytomat 24, PF400 to the i3x, read at 600 nm.\n"
        "Answer: 595 if your reader has filters only.\n"
        "finn.o: the i3x is a mono, 600 it is.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "forumqa1-68",
        "Q: Mixing after adding detection reagent on the OT-2\n"
        "asked by sara.l\n"
        "Answer (accepted): mix 10 times with 150 µL, p300 multi.\n"
        "Comment: 150 is a lot for a 96 flat plate? Reply (sara.l): wells hold 200 µL after the addition.\n"
        "sara.l: 10× at 150 µL on the OT-2, whole plate.",
        "mix volume_ul=150 cycles=10 @opentrons_ot2",
    ),
    (
        "forumqa1-69",
        "Q: Half-plate stamp into a 384\n"
        "asked by dev.p\n"
        "Answer (accepted): STAR with 8 channels, 10 µL into columns 1-12 of the 384-well plate.\n"
        "dev.p: 10 µl, columns 1–12 of the 384, on the STAR.",
        "transfer volume_ul=10 wells=192 @hamilton_star",
    ),
    (
        "forumqa1-70",
        "Q: TaqMan default cycling on the CFX384?\n"
        "asked by gwen.h · 2 answers\n"
        "Answer (accepted): 95 °C 10 min, then 40 cycles of 95 °C 15 s / 60 °C 1 min. Optical film on the "
        "a4S at 165 °C for 2 s, and spin 1 min at 1000 x g on the HiG4 first.\n"
        "Answer: fast mode, 95 °C 20 s then 40 × (95 °C 1 s / 60 °C 20 s).\n"
        "gwen.h: standard mode as in the accepted answer, not fast.",
        "seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 @bionex_hig4"
        " > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95"
        " denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
]
