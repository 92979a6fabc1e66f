"""Hold-out batch "newcomer2": requests written as first-year graduate students and
rotation students who are new to lab automation would type them.

Style
-----
* Long, chatty, apologetic messages: the experiment is explained at length (cell lines,
  passages, kits, lot numbers, dates, sample counts, concentrations) before the actual
  request, and the request itself is wrapped in hedges ("I think", "if possible",
  "not sure if this is right but").
* Questions are asked inside the request ("is that ok?", "do I need to spin first?").
  Only questions that do not reopen a stated value are used in plan cases.
* Instruments are named the way newcomers name them: registry aliases that are a little
  off the official model name ("SpectraMax i3", "OT-3", "Brooks XPeel", "GXII Touch",
  "ML STAR", "HiG 4", "Cytomat 2 C450", "5424R", "INHECO thermocycler"), never a name
  that would become ambiguous.
* Values in full sentences, numbers written as words, thousands separators, unit
  spellings (uL / µL / μl / microlitres, C / °C / ºC / deg, g / xg / x g / ×g / rcf,
  sec / s / min / mins / hr / hours), British and American spelling, typos.
* Changes of mind: a value stated and then clearly corrected takes the correction (this
  also moves one case INTO a limit and one case OUT of a limit); a value left open
  ("405 or 410?", "30 or 37, I haven't decided") is 'ask'.

Traps
-----
* Context numbers that look like settings: "10,000 cells per well", "100 µL per well"
  describing what was already done, "90 µL water already in the plate", "12 mice" next
  to "24 samples", catalogue and lot numbers, "500x coverage", "1 M H2SO4", the VSpin's
  "1,000" limit mentioned in passing, a 650 nm reference the user does not want.
* Steps mentioned out of run order ("read ... after shaking", "read luminescence at the
  end, but only after the Hamilton has added ...").
* Halts at the edge of every suitable instrument: BioShake 3,500 rpm, seal 210 °C,
  absorbance 200 nm, 100 PCR cycles, 25 % CO2, 2 min luminescence integration, 90 min
  on the magnet, 920 nm excitation, -20 °C in the plate fridge, 25,000 x g, 150 mixing
  cycles.
* Asks: rpm-only centrifugation, OD with no wavelength, vortex, "405 or 410", NanoDrop,
  "speed 5", PCR without temperatures, transfers without volumes, drops, 25 nL acoustic
  dispensing, an incubation temperature left undecided.

Expectation conventions follow brief.md: `@device` only where the text names the
instrument by a registry name or alias that maps to a single instrument; generic
operations ("seal it", "read at 450 nm", "shake") carry no device.
"""

NAME = "newcomer2"

CASES: list[tuple[str, str, str]] = [
    (
        "newcomer2-01",
        "Hi! I'm a first-year rotating in the Martinez lab and this is my first time using the "
        "robots, so sorry if this is long. I'm doing a sandwich ELISA for IL-6 on supernatants "
        "from macrophages (passage 8, plated on 2/11). The plate already has the capture "
        "antibody, blocking and samples done by hand. Not sure if this is right but I think "
        "what I need is: add 100 µL of TMB substrate to every well with the Hamilton STAR, "
        "then let it shake at 300 rpm for 15 minutes at room temperature, and then read the "
        "absorbance at 450 nm on the SpectraMax. Is it ok that I don't add stop solution? My "
        "PI said it's fine for this pilot.",
        "transfer volume_ul=100 @hamilton_star > shake speed_rpm=300 duration_s=900 > "
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "newcomer2-02",
        "Hello, I'm new here (rotation student in the Chen lab). I have a 96-well PCR plate "
        "with the RT reactions I set up this morning and I think there are droplets stuck on "
        "the walls of the wells. I'd like to spin it down in the VSpin. I was going to say "
        "500 x g for 1 min, but actually Priya just told me we always do 1000 x g for 2 "
        "minutes on that one, so please use 1000 x g for 2 min instead.",
        "spin rcf_g=1000 duration_s=120 @agilent_vspin",
    ),
    (
        "newcomer2-03",
        "Hi, sorry, I'm not really sure how the centrifuges work here yet. I have a 96 "
        "deep-well plate of E. coli cultures (BL21, 1 mL each, grown up from glycerol stock "
        "lot 4471) and I want to pellet the cells before lysis. In my undergrad lab we always "
        "spun at 4000 rpm for 10 minutes at 4 degrees. Can the robot do that? I don't know "
        "what that is in g, sorry.",
        "ask",
    ),
    (
        "newcomer2-04",
        "Hi all, first-year student here. I'm doing qPCR for GAPDH and my gene of interest "
        "(cDNA made on 6/3, about 10 ng/µL) and I've set up a 384-well plate with 10 µL "
        "reactions. I think it needs to be sealed first? So: heat seal it on the a4S at "
        "165 °C for 3 seconds, and then run it on the CFX384 with 95 °C for 3 min, then 40 "
        "cycles of 95 °C for 10 s and 60 °C for 30 s. Is a two-step protocol ok without a "
        "separate extension? I think the SYBR mastermix insert says it's fine.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > run_qpcr cycles=40 "
        "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "newcomer2-05",
        "Hi, I'm rotating in the Okafor lab and working with yeast for the first time. I want "
        "the Hamilton to add 500 uL of resuspension buffer to every well of my 96 deep-well "
        "plate and then resuspend the pellets by shaking on the BioShake. Not sure what is "
        "normal, but the protocol I was given says 3,500 rpm for 2 minutes. Is that too fast? "
        "Please set it up at 3500 rpm if it can do it.",
        "halted",
    ),
    (
        "newcomer2-06",
        "Hello! I'm a first-year grad student trying to automate my colony PCR (16S, primers "
        "27F/1492R at 10 µM). I think the steps are: the Biomek i7 adds 20 uL of master mix "
        "to each well of a 96-well PCR plate, then seal the plate (170 C, 2 sec), then run it "
        "on the ODTC: 94 C for 5 min, 30 cycles of 94 C 30 sec, 55 C 30 sec, 72 C 90 sec, "
        "then 72 C for 7 min and hold at 4 C. Does that look like a normal colony PCR?",
        "transfer volume_ul=20 @biomek_i7_hybrid > seal temperature_c=170 duration_s=2 > "
        "run_pcr cycles=30 initial_denaturation_c=94 initial_denaturation_s=300 "
        "denaturation_c=94 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 "
        "extension_s=90 final_extension_c=72 final_extension_s=420 hold_c=4 @inheco_odtc",
    ),
    (
        "newcomer2-07",
        "Hi, I'm a rotation student in the microbiology group. I have growth curves going for "
        "three Pseudomonas mutants (lasR, rhlR and the double knockout) in a flat-bottom "
        "96-well plate, and I'd like the plate reader to measure the OD of every well and then "
        "put the plate back into the Cytomat. I don't know which settings people use here, "
        "could you just use the normal ones?",
        "ask",
    ),
    (
        "newcomer2-08",
        "Hi, I'm in my first year and I'm extracting RNA from mouse liver (12 mice, collected "
        "9/14, two lobes each) with the MagMAX kit. The lysates are already in the 96 "
        "deep-well plate with the beads. Could the KingFisher Flex 96 run the programme "
        "called MagMAX_mirVana_Tissue? Separately, I have another plate, a 96 PCR plate with "
        "RNA from last week's batch, and I'd like the LabChip GX to run the RNA assay on it "
        "for 24 samples. Do I need to do anything to the PCR plate first? It isn't sealed.",
        "run_program program=MagMAX_mirVana_Tissue @kingfisher_flex > "
        "run_assay assay=rna sample_count=24 @labchip_gx_touch_ht",
    ),
    # The doubt about the excitation is settled in the same message ("let's go with that").
    (
        "newcomer2-09",
        "Hello, rotation student here (Patel lab). I'm doing a resazurin viability assay on "
        "HepG2 cells (passage 21) treated with a drug dilution series. The drugs are only in "
        "columns 1 to 6 of the 96-well plate. Could the Tecan Fluent add 20 µL of resazurin "
        "to just those columns, then the plate goes into the CO2 incubator at 37 °C, 5% CO2 "
        "for 2 hours, and then read fluorescence at 560 nm excitation and 590 nm emission? "
        "I wasn't 100% sure about the excitation, but the kit insert says 560/590 so let's go "
        "with that.",
        "transfer volume_ul=20 wells=48 @tecan_fluent > incubate temperature_c=37 "
        "duration_s=7200 co2_percent=5 @cytomat_2c450 > read_fluorescence excitation_nm=560 "
        "emission_nm=590",
    ),
    # Clear correction moves the seal temperature above the a4S maximum (200 C).
    (
        "newcomer2-10",
        "Hi, I'm new and trying to seal a deep-well plate of glycerol stocks before it goes "
        "to the freezer. I was told to use the heat sealer at 170 °C for 3 s, but actually I "
        "just checked the foil box (lot 99812) and it says to seal at 210 °C, so please use "
        "210 °C for 3 s instead.",
        "halted",
    ),
    # The i5 is named once for the whole bead sequence, so every step carries it.
    (
        "newcomer2-11",
        "Hi! Sorry, long message. I'm a first-year doing a bead cleanup on my ChIP libraries "
        "(8 samples, sitting in column 1 of a 96 PCR plate). I think the plan on the Biomek "
        "i5 is: add 36 μl of SPRI beads to those 8 wells, mix 30 μl ten times, then put the "
        "plate on the magnet for 5 minutes. I'm not sure if the ethanol washes should be done "
        "here too but let's just go up to the magnet step for now.",
        "transfer volume_ul=36 wells=8 @biomek_i5 > mix volume_ul=30 cycles=10 wells=8 "
        "@biomek_i5 > magnetic_separation duration_s=300 @biomek_i5",
    ),
    (
        "newcomer2-12",
        "Hello, I'm doing a rotation in the structural biology lab. I have protein samples in "
        "1.5 mL tubes (lysozyme, 20 mg/mL) and I need to vortex them for 10 seconds and then "
        "spin them at 15,000 x g for 10 min at 4 °C in the microcentrifuge. Can the system do "
        "the vortexing part too?",
        "ask",
    ),
    # "at 4 degrees if possible" is read as a stated temperature (the 5810 R can do it).
    (
        "newcomer2-13",
        "Hi, I'm a rotation student and I just finished trypsinising my HEK293T cells "
        "(passage 14, flask from 3/2). I have them in two 15 mL conical tubes and need to "
        "pellet them in the Eppendorf 5810 at 300 x g for five minutes. It's the refrigerated "
        "one, right? I'd like it at 4 degrees if possible please.",
        "spin rcf_g=300 duration_s=300 temperature_c=4 @eppendorf_5810r",
    ),
    # "100 µL per well" describes coating already done by hand, not a transfer to plan.
    (
        "newcomer2-14",
        "Hi, I'm new in the lab and I just finished setting up my ELISA plates for tomorrow "
        "(coated by hand with capture antibody at 2 µg/mL, 100 µL per well). Can they go into "
        "the plate fridge, the Cytomat 2C425, at 4 °C overnight? I'll take them out myself "
        "tomorrow morning.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "newcomer2-15",
        "Hello, rotation student here, first time on the workcell. I'm running a CellTiter-Glo "
        "assay (Promega, lot 0000512345) on a white 96-well plate that is sitting on the "
        "bench position next to the sealer. Could the PF400 arm move it to the SpectraMax and "
        "read luminescence with 1 s integration? Actually, I just read that 0.5 seconds is "
        "enough for CellTiter-Glo, so let's do 0.5 s.",
        "move_plate @precise_pf400 > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "newcomer2-16",
        "Hi, I'm a first-year in biochem and I want to check my peptide concentrations (12 "
        "peptides from Genscript, order #U7731) by absorbance. I think peptide bonds absorb "
        "around 200 nm, so could the SpectraMax read my UV-transparent 96-well plate at "
        "200 nm please? Afterwards the plate can go to the plate fridge at 4 °C.",
        "halted",
    ),
    # "both pipetting steps" on the OT-2, so both transfers carry the device.
    (
        "newcomer2-17",
        "Hi, I'm in a rotation and making a standard curve for a BCA assay. Not sure if this "
        "is right but I put the BSA standards in a 24-tube rack. I'd like the OT-2 to do both "
        "pipetting steps: first transfer 25 µL of each standard into rows A and B of a flat "
        "96-well plate (so 24 wells), then add 200 µl of BCA working reagent to those same "
        "wells. Then incubate at 37 °C for 30 min, and read at 562 nm.",
        "transfer volume_ul=25 wells=24 @opentrons_ot2 > transfer volume_ul=200 wells=24 "
        "@opentrons_ot2 > incubate temperature_c=37 duration_s=1800 > "
        "read_absorbance wavelength_nm=562",
    ),
    (
        "newcomer2-18",
        "Hello! First-year here. I'm measuring p-nitrophenol from my phosphatase assay in a "
        "96-well plate (enzyme prep from 10/2, 0.5 mg/mL). I need to read absorbance at "
        "405 nm, or is it 410? The paper says 410 but our SOP says 405. Could the plate "
        "reader do that after a 10 min shake at 600 rpm?",
        "ask",
    ),
    (
        "newcomer2-19",
        "Hiya, I'm a rotation student over from the UK doing a bit of cell culture. I've just "
        "seeded A549 cells (passage 9, 10,000 cells per well) in a 96-well plate and they "
        "need to go in the Cytomat at 37 °C with 5 % CO2 for 24 hours before I transfect them "
        "tomorrow. Is the humidity sorted automatically? Cheers.",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    # "90 µL water" is already in the target plate: context, not a step.
    (
        "newcomer2-20",
        "Hi, I'm new here and still learning the robots. I have a sealed 96 deep-well plate "
        "of plasmid minipreps (from 4/18, about 100 ng/μL) and I want a diluted copy. I think "
        "the steps are: peel the seal off with the XPeel, then the Hamilton moves 10 µL from "
        "each well into a new 96-well PCR plate that already has 90 µL of water in it, then "
        "heat-seal the new plate at 175 °C for 2.5 s, and then put it in the cold store at "
        "4 °C. Does the deep-well plate need to be resealed? I guess not for now.",
        "peel @azenta_xpeel > transfer volume_ul=10 @hamilton_star > seal temperature_c=175 "
        "duration_s=2.5 > store temperature_c=4 @cytomat_2c425",
    ),
    # 100 cycles is above the 99-cycle limit of the only PCR cycler (and of the CFX).
    (
        "newcomer2-21",
        "Hi, sorry if this is a dumb question. I'm trying to amplify a really low-abundance "
        "transcript from single-cell cDNA, and I figured more cycles means more product, so "
        "I'd like the on-deck thermal cycler to do 100 cycles of 98 °C 10 s, 62 °C 20 s, "
        "72 °C 30 s, with a 98 °C 2 min start and a 4 °C hold. The plate was sealed on the "
        "sealer at 170 °C for 3 s before this.",
        "halted",
    ),
    (
        "newcomer2-22",
        "Hello, I'm a rotation student in the genomics core. I have NGS libraries (batch 7, "
        "prepped 11/20) in a 96-well PCR plate, 40 samples in columns 1 to 5. Could the "
        "LabChip GX Touch run the DNA High Sensitivity assay on those 40 samples? The plate "
        "isn't sealed.",
        "run_assay assay=dna_high_sensitivity sample_count=40 @labchip_gx_touch_ht",
    ),
    (
        "newcomer2-23",
        "Hi, I'm a first-year doing RNA preps for RNA-seq. I have 16 RNA samples in 1.5 mL "
        "tubes and I'd like their concentrations measured on the NanoDrop, 2 µL each. Can the "
        "robot load them onto it for me?",
        "ask",
    ),
    (
        "newcomer2-24",
        "Hi there. I'm rotating with Dr. Alvarez on a cell-free expression screen in a 96 "
        "deep-well plate. After lysis I need to clear the lysate in the BioNex HiG at "
        "2,500 xg. I wrote 20 min in my notebook but I think I meant 30 - yes, 30 minutes, "
        "sorry for the confusion.",
        "spin rcf_g=2500 duration_s=1800 @bionex_hig4",
    ),
    (
        "newcomer2-25",
        "Hi! I'm a rotation student and new to the Opentrons Flex. I'd like it to distribute "
        "five hundred microliters of LB with carbenicillin from a reservoir into every well "
        "of a 96 deep-well plate, so I can pick colonies into it later. Then could the plate "
        "go into the plate hotel until I'm back from class?",
        "transfer volume_ul=500 @opentrons_flex > store @cytomat_24",
    ),
    (
        "newcomer2-26",
        "Hello, I'm a first-year working on hypercapnia. I need the Fluent to add 100 µL of "
        "fresh medium to my organoid plate (line ORG-44, passage 5), and then the plate "
        "should sit in the CO2 incubator at 37 °C with 25% CO2 for 48 h to mimic a high-CO2 "
        "environment, and after that read luminescence. Is that ok for the Cytomat?",
        "halted",
    ),
    (
        "newcomer2-27",
        "Hi, I'm new and doing restriction digests of 24 plasmids (EcoRI/BamHI, NEB lot "
        "10045). The reactions are in columns 1-3 of a 96 PCR plate. I think I need to seal "
        "it first - the sticker on the sealer says 170 °C for 2 s, so I'll use that - then "
        "incubate at 37 °C for 1 hour on the ODTC, then 80 °C for 20 minutes on it to "
        "heat-kill the enzymes.",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > incubate temperature_c=37 "
        "duration_s=3600 @inheco_odtc > incubate temperature_c=80 duration_s=1200 "
        "@inheco_odtc",
    ),
    (
        "newcomer2-28",
        "Hi, I'm a rotation student. I have a 96-well plate of bacterial cultures for a "
        "biofilm assay (crystal violet, 0.1%). Could the thermoshaker shake it at speed 5 for "
        "10 minutes at 30 °C? That's what we use on the old ThermoMixer in my home lab.",
        "ask",
    ),
    (
        "newcomer2-29",
        "Hi all, I'm a first-year in the Kim lab. For my dual-luciferase assay I want to read "
        "luminescence on the SpectraMax i3 with a 2 second integration, but before the read "
        "the plate should be shaken for 2 min at 500 rpm on the BioShake so the reagent mixes "
        "in. The plate is a white 96-well plate (Corning catalogue 3917).",
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=2 @spectramax_i3x",
    ),
    (
        "newcomer2-30",
        "Hi, I'm trying to detect a very weak NanoLuc signal from my reporter cells (clone "
        "3B, passage 17). I think a longer integration is better, so please read "
        "luminescence on the plate reader with 2 minutes of integration per well. Is that a "
        "lot? It's what I want anyway.",
        "halted",
    ),
    (
        "newcomer2-31",
        "Hello, I'm a rotation student doing a phenol-chloroform extraction (yes, old-school, "
        "sorry). After adding the chloroform I need to centrifuage my 2 mL tubes in the "
        "5424 R at 12,000 x g for 15 mins at 4 ºC. Then I'll take off the aqueous phase by "
        "hand.",
        "spin rcf_g=12000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "newcomer2-32",
        "Hi, I'm a first-year and my PI asked me to genotype the new mouse litter (8 pups, "
        "born 5/30, tails digested overnight). The PCR mix is in a 96 PCR plate. Could the "
        "sealer seal it and then the ODTC run 35 cycles of the usual genotyping PCR? I don't "
        "have the exact temperatures written down but it's the standard one everyone uses.",
        "ask",
    ),
    (
        "newcomer2-33",
        "Hi! Rotation student here, doing a compound titration for a kinase assay in a "
        "384-well plate. I only need the first two columns (so 32 wells). Could the Tecan "
        "add 5 µL of ATP solution (100 µM) to those wells and then mix 4 µL three times in "
        "them? Not sure if mixing such a small volume works but let's try.",
        "transfer volume_ul=5 wells=32 @tecan_fluent > mix volume_ul=4 cycles=3 wells=32 "
        "@tecan_fluent",
    ),
    # Magnetic separation exists only on the Biomeks (max 3600 s); 90 min is above it.
    (
        "newcomer2-34",
        "Hi, I'm a rotation student doing a genomic DNA prep from plant leaves with magnetic "
        "beads on the Biomek i7. The lysate is super viscous (lots of polysaccharides) so the "
        "beads take forever to clear. First add 150 uL of binding buffer to all wells please, "
        "and then I want the plate on the magnet for 90 minutes.",
        "halted",
    ),
    (
        "newcomer2-35",
        "Hello, I'm new to the workcell. I have a sealed black 384-well plate from the HTS run "
        "(barcode HTS-002931) with a GFP reporter. Could the Brooks XPeel take the seal off "
        "and then the SpectraMax read fluoresence at 485 nm ex and 528 nm em? Do I need to "
        "spin it first? I'd guess not, so no spin.",
        "peel @azenta_xpeel > read_fluorescence excitation_nm=485 emission_nm=528 "
        "@spectramax_i3x",
    ),
    (
        "newcomer2-36",
        "Hi, I'm a first-year setting up a plate for a protein thermal shift assay. Could the "
        "Hamilton transfer my protein samples from the 1.5 mL tubes into a 96-well PCR plate, "
        "and then add the SYPRO Orange dye (5000x stock, diluted to 5x)? I'll do the melt "
        "run myself later.",
        "ask",
    ),
    # The 650 nm reference is explicitly declined.
    (
        "newcomer2-37",
        "Hi, I'm a rotation student. Yesterday I put my MTT assay plate (SH-SY5Y cells, "
        "passage 11) in the plate fridge, the Cytomat 2C425. Could you get it out, have the "
        "robot arm (the PreciseFlex) bring it to the plate reader, and read absorbance at "
        "570 nm? Our SOP also mentions a 650 nm reference but I don't need it this time.",
        "retrieve @cytomat_2c425 > move_plate @precise_pf400 > "
        "read_absorbance wavelength_nm=570 @spectramax_i3x",
    ),
    (
        "newcomer2-38",
        "Hi, I'm a first-year from a neuroscience imaging lab and new to plate readers. I "
        "want to measure my GCaMP-expressing cell lysates the same way we image them on the "
        "two-photon: excitation 920 nm, emission 510 nm. Could the SpectraMax do that on my "
        "black 96-well plate?",
        "halted",
    ),
    (
        "newcomer2-39",
        "Hi, sorry, I'm still new at all this. My DNA extraction plate for the soil samples "
        "(site B, collected 7/7, 48 samples) got sealed overnight by mistake. I need the seal "
        "taken off with the peeler, then the KingFisher should run the program "
        "'PowerSoil_KF_v3', and afterwards the plate can go into the 4 °C cold store. Is "
        "that ok?",
        "peel @azenta_xpeel > run_program program=PowerSoil_KF_v3 @kingfisher_flex > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    # The 50 C RT step is withdrawn later in the message; both dispenses are on the i7.
    (
        "newcomer2-40",
        "Hello, I'm a first-year in a virology lab and I have to set up a 384-well qPCR for "
        "viral load (N1 primers, 20 samples in triplicate plus standards). I'd like the "
        "Biomek i7 Hybrid to dispense 8 µL of master mix into all wells and then 2 µL of "
        "template into all wells, then seal at 165 °C for 2 s and run on the Bio-Rad CFX: "
        "50 °C for 10 min then 95 °C for 2 min... hmm, actually skip the 50 °C step, we're "
        "not doing one-step RT. So 95 °C for 2 min, then 45 cycles of 95 °C 5 s and 60 °C "
        "30 s.",
        "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 @biomek_i7_hybrid > "
        "seal temperature_c=165 duration_s=2 > run_qpcr cycles=45 initial_denaturation_c=95 "
        "initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 "
        "annealing_s=30 @biorad_cfx384",
    ),
    (
        "newcomer2-41",
        "Hi, I'm a rotation student. My yeast two-hybrid plate is in the Cytomat 24 hotel. "
        "Could you take it out, shake it on the heater-shaker at 1,200 rpm for 1 min at 30 "
        "degrees to resuspend the cells, and then put it back in the hotel? Thank you so "
        "much, I hope that's not too complicated.",
        "retrieve @cytomat_24 > shake speed_rpm=1200 duration_s=60 temperature_c=30 "
        "@qinstruments_bioshake_3000t_elm > store @cytomat_24",
    ),
    (
        "newcomer2-42",
        "Hi, I'm a first-year student. Before I image my 96-well plates of fixed cells I was "
        "told to spin them briefly so the debris settles. Could the refrigerated centrifuge "
        "(the 5810 R) do 1,500 ×g for 3 min? Room temperature is fine, they don't need to be "
        "cold.",
        "spin rcf_g=1500 duration_s=180 @eppendorf_5810r",
    ),
    # No instrument stores plates below 4 C; the named 2C425 plate fridge is 4-25 C.
    (
        "newcomer2-43",
        "Hi, sorry, quick-ish one. I'm a rotation student and I have primer plates (IDT order "
        "14452781, 100 µM) that need to be kept frozen. Could they be sealed at 170 °C for "
        "2 s and then go into the Cytomat 2C425 at -20 °C? My labmate said that's the plate "
        "fridge but I assume it can go down to -20?",
        "halted",
    ),
    (
        "newcomer2-44",
        "Hello, I'm a rotation student. I have cell pellets in a 96 deep-well plate and the "
        "Hamilton STAR needs to add two hundred microlitres of lysis buffer to every well and "
        "then mix every well, one hundred and fifty microlitres, fifteen times. Should I use "
        "new tips for every well? I'd guess yes.",
        "transfer volume_ul=200 @hamilton_star > mix volume_ul=150 cycles=15 @hamilton_star",
    ),
    (
        "newcomer2-45",
        "Hi, I'm new and doing a crystallization-style evaporation test. Could the OT-2 add "
        "2 drops of mineral oil on top of each well in columns 1-4 of the 96-well plate so "
        "nothing evaporates overnight?",
        "ask",
    ),
    (
        "newcomer2-46",
        "Hi there, I'm a first-year in the Nguyen lab normalising DNA for Nanopore barcoding. "
        "Could the Flex (OT-3) pipette 15 microlitres of nuclease-free water into wells A1 to "
        "A12 of my 96 PCR plate? Actually no, sorry - I recalculated and it should be 12.5 "
        "microlitres.",
        "transfer volume_ul=12.5 wells=12 @opentrons_flex",
    ),
    (
        "newcomer2-47",
        "Hi, I'm a rotation student in a membrane protein lab. After homogenizing, I want to "
        "pellet the crude membranes from my 1.5 mL tubes in the microcentrifuge at 25,000 x g "
        "for 30 min at 4 °C. Is that possible? It's what the paper did (they might have used "
        "an ultracentrifuge though, I think).",
        "halted",
    ),
    (
        "newcomer2-48",
        "Hi, first-year here. My genomic DNA is really viscous so I'd like the Tecan Fluent to "
        "add 500 µL of TE to every well of the deep-well plate, then mix 100 µL in every well "
        "150 times to shear it a bit, and then spin the plate at 1,000 x g for 1 min. Is 150 "
        "too many? Please just do 150.",
        "halted",
    ),
    (
        "newcomer2-49",
        "Hi, I'm a first-year doing a drug combination screen. I need to dispense 25 nL of "
        "each compound (10 mM DMSO stocks) into a 384-well assay plate. I heard acoustic "
        "dispensing is best for volumes like that. Can you set that up?",
        "ask",
    ),
    (
        "newcomer2-50",
        "Hi, rotation student here. I'm testing protein expression in E. coli in a 24 "
        "deep-well plate and want it on the BioShake at 250 rpm for 4 hours at 37 °C... or "
        "maybe 30 °C would be better for solubility? I haven't decided yet, my mentor said "
        "either is fine.",
        "ask",
    ),
    # 'incubate at 37 degrees ... on the heater-shaker, shaking at 300 rpm' is one shake step with temperature.
    (
        "newcomer2-51",
        "Hi, I'm rotating in the enzymology group and testing beta-galactosidase activity "
        "with ONPG in a clear 96-well plate. Could the Biomek i5 add 50 µL of ONPG (4 mg/mL) "
        "to columns 1-8, then the plate should incubate at 37 degrees for 20 min on the "
        "heater-shaker, shaking at 300 rpm (I think the heater-shaker is ok for this?), and "
        "then read absorbance at 420 nm?",
        "transfer volume_ul=50 wells=64 @biomek_i5 > shake speed_rpm=300 duration_s=1200 "
        "temperature_c=37 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=420",
    ),
    # "plate centrifuge" is an alias of both the VSpin and the HiG4, so no device.
    (
        "newcomer2-52",
        "Hello, I'm a first-year in the antibody engineering group. I have PCR products in a "
        "sealed 96-well PCR plate (96 clones, VH amplicons around 400 bp). I'd like to spin "
        "the plate at 800 x g for 1 minute in the plate centrifuge so nothing is stuck on the "
        "seal, then peel it, then run the LabChip DNA 1K assay on all 96 samples.",
        "spin rcf_g=800 duration_s=60 > peel > run_assay assay=dna_1k sample_count=96 "
        "@labchip_gx_touch_ht",
    ),
    # Run order differs from mention order: incubate, then the reagent addition, then the read.
    (
        "newcomer2-53",
        "Hi, sorry for the long message. I'm a rotation student in the Rossi lab testing a "
        "CRISPR knockout pool (sgRNA library at MOI 0.3, 500x coverage) for drug sensitivity. "
        "The 96-well plate with the treated cells (seeded at 5,000 cells/well) needs to go "
        "into the incubator at 37 °C and 5% CO2 for seventy-two hours. I want to read "
        "luminescence at the end, but of course only after the Hamilton has added 100 µL of "
        "CellTiter-Glo to every well. For the read, the integration time... hmm, I'll go "
        "with 1 second.",
        "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450 > "
        "transfer volume_ul=100 @hamilton_star > read_luminescence integration_s=1",
    ),
    (
        "newcomer2-54",
        "hi im a rotation student (sorry typing on my phone). need the hamilton to move "
        "1,000 uL of media from the reservoir into each well of a 24 deep-well plate for my "
        "yeast cultures. is that ok?? thx!!",
        "transfer volume_ul=1000 @hamilton_star",
    ),
    (
        "newcomer2-55",
        "Hello, I'm a rotation student. I need to seal my 96-well PCR plate before it goes "
        "anywhere near the shaker, to avoid cross-contamination. Could the Brooks a4S seal it "
        "at 160 deg for 1.5 sec? Also, is the foil that's loaded right now the right kind for "
        "PCR plates?",
        "seal temperature_c=160 duration_s=1.5 @azenta_a4s",
    ),
    (
        "newcomer2-56",
        "Hi, I'm a first-year PhD student cloning a promoter fragment with Q5 (template gDNA "
        "at 50 ng/µL). The reactions are in a 96-well PCR plate. Please seal it first on the "
        "sealer (170 °C, 3 s), then on the INHECO thermocycler: 98 ºC for 30 s, then 35 "
        "cycles of 98 ºC for 10 s, 65 ºC for 20 s, 72 ºC for 45 s, final 72 ºC for 2 min, "
        "hold 4 ºC. Oh wait - the NEB Tm calculator says the annealing should be 67 ºC, not "
        "65, so please use 67.",
        "seal temperature_c=170 duration_s=3 @azenta_a4s > run_pcr cycles=35 "
        "initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=67 annealing_s=20 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "newcomer2-57",
        "Hi! Rotation student in the plant lab. I want to extract DNA from 96 Arabidopsis leaf "
        "punches (Col-0 and mutants, sown 1/9). The lysates are in a 96 deep-well plate. The "
        "Tecan Fluent should add 200 µL of binding buffer with beads to every well, then the "
        "KingFisher runs the programme 'Plant_DNA_96_v2', and then the eluate plate goes into "
        "the plate fridge at 4 °C. Does that sound right?",
        "transfer volume_ul=200 @tecan_fluent > run_program program=Plant_DNA_96_v2 "
        "@kingfisher_flex > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "newcomer2-58",
        "Hello, I'm a first-year rotating in protein engineering. I purified thirty-two "
        "His-tagged variants (IMAC, eluted with 250 mM imidazole) and I'd like to check their "
        "purity on the GXII Touch with the Protein Express assay for all thirty-two samples. "
        "They're in a 96-well PCR plate, unsealed.",
        "run_assay assay=protein_express sample_count=32 @labchip_gx_touch_ht",
    ),
    # 30 s is exactly the 5424 R minimum run time: in range.
    (
        "newcomer2-59",
        "Hi, rotation student here. I have four 8-tube PCR strips with my RT-PCR reactions. "
        "Could the 5424R give them a quick spin, 2,000 rcf for 30 sec? I don't need it cold.",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r",
    ),
    (
        "newcomer2-60",
        "Hi! I'm new and measuring growth of my E. coli strains (BW25113 and 6 Keio "
        "knockouts). Please read OD600 on the SpectraMax after shaking the plate for 30 s at "
        "800 rpm on the BioShake. It's a flat-bottom 96 plate, lid off. Then it can go back "
        "into the plate hotel.",
        "shake speed_rpm=800 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x > store @cytomat_24",
    ),
    # The VSpin and its 1,000 x g are mentioned only to be rejected.
    (
        "newcomer2-61",
        "Hi, I'm a first-year in a screening lab. After the robot stamped my 384-well PCR "
        "plate I'd like to spin it on the HiG 4 at 3,000 x g for 2 mins. My labmate said the "
        "VSpin would be fine too, but I'll stick with the HiG because the VSpin only goes up "
        "to 1,000.",
        "spin rcf_g=3000 duration_s=120 @bionex_hig4",
    ),
    # Shake speed corrected from 4,000 rpm down to 400 rpm; no shaker named.
    (
        "newcomer2-62",
        "Hi, I'm a rotation student doing a lentivirus titration. I'd like the Flex to do both "
        "pipetting steps: add 100 µL of polybrene medium (8 µg/mL) to columns 1-3 of the "
        "96-well plate, then mix 80 µL five times in those wells. After that shake the plate "
        "for 1 min at 4,000 rpm - hmm, no, that's way too fast for a 96-well plate, make it "
        "400 rpm.",
        "transfer volume_ul=100 wells=24 @opentrons_flex > mix volume_ul=80 cycles=5 wells=24 "
        "@opentrons_flex > shake speed_rpm=400 duration_s=60",
    ),
    (
        "newcomer2-63",
        "Hi, I'm a rotation student with GFP reporter HeLa cells (passage 6) in a black "
        "96-well plate that's in the Cytomat 2 C450 right now. Could you take it out of the "
        "Cytomat, have the PF400 carry it to the reader, read fluorescence with excitation "
        "488 nm and emission 520 nm, and then put it back into the incubator at 37 °C, 5% CO2 "
        "for another 24 hours? I'm not sure if taking it out will upset the cells but it "
        "should be quick.",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_fluorescence "
        "excitation_nm=488 emission_nm=520 > incubate temperature_c=37 duration_s=86400 "
        "co2_percent=5 @cytomat_2c450",
    ),
    (
        "newcomer2-64",
        "Hello, I'm a new grad student finishing an ELISA (TMB has been on for 15 min "
        "already). Could the i5 add 40 μl of stop solution (1 M H2SO4) to every well? I have "
        "3 plates but let's start with one. Then read at 450 nm, and then the plate can go "
        "to the Cytomat 24 hotel.",
        "transfer volume_ul=40 @biomek_i5 > read_absorbance wavelength_nm=450 > "
        "store @cytomat_24",
    ),
    # 'put it back where it was' = store in the Cytomat 24 it came from.
    (
        "newcomer2-65",
        "Hi, I'm a rotation student. My cDNA plate (96-well PCR plate) is in the hotel, the "
        "Cytomat 24. Please take it out and give it a spin at 500 x g for 1 min on the "
        "Agilent centrifuge before I use it, and then put it back where it was.",
        "retrieve @cytomat_24 > spin rcf_g=500 duration_s=60 @agilent_vspin > "
        "store @cytomat_24",
    ),
    (
        "newcomer2-66",
        "Hi, I'm a first-year doing DNA extraction from zebrafish fin clips (24 fish, "
        "clutch from 8/8). The lysates are in a 96 PCR plate. I think the ML STAR should add "
        "20 µL of proteinase K to all wells and mix 15 µL eight times, then on the ODTC "
        "56 °C for 10 min, and then 95 °C for 5 min on the ODTC to inactivate the PK. Is the "
        "ODTC ok with an unsealed plate for this?",
        "transfer volume_ul=20 @hamilton_star > mix volume_ul=15 cycles=8 @hamilton_star > "
        "incubate temperature_c=56 duration_s=600 @inheco_odtc > incubate temperature_c=95 "
        "duration_s=300 @inheco_odtc",
    ),
    (
        "newcomer2-67",
        "Hello, rotation student here working on primary keratinocytes (donor 3, passage 2). "
        "Their medium needs a slightly higher CO2, so could the plate go into the 2C450 at "
        "37 deg C and 7.5 % CO2 for 6 hr? I'm not sure why it's 7.5 but that's what the "
        "supplier says.",
        "incubate temperature_c=37 duration_s=21600 co2_percent=7.5 @cytomat_2c450",
    ),
    # 230 nm is exactly the SpectraMax absorbance minimum: in range; 'plate reader' is a unique alias.
    (
        "newcomer2-68",
        "Hi, I'm a first-year checking purity of 40 oligo preps in a UV-transparent 96-well "
        "plate. Could the plate reader read absorbance at 260 nm first and then at 230 nm? "
        "I know 230 is kind of at the edge of what it can do, is that a problem?",
        "read_absorbance wavelength_nm=260 @spectramax_i3x > "
        "read_absorbance wavelength_nm=230 @spectramax_i3x",
    ),
    # The instrument is corrected mid-sentence from the Hamilton to the Tecan Fluent.
    (
        "newcomer2-69",
        "Hi, I'm a rotation student preparing Western blot samples. Could the Hamilton - "
        "sorry, I mean the Tecan Fluent, the Hamilton is booked all week - add 75 microliters "
        "of 2x Laemmli buffer to the 16 wells in columns 1 and 2 of my 96 PCR plate?",
        "transfer volume_ul=75 wells=16 @tecan_fluent",
    ),
    (
        "newcomer2-70",
        "Hi! First-year here, doing a big protein prep. I have 50 mL of culture in each of "
        "six 50 mL Falcon tubes and need to pellet the cells in the Eppendorf 5810 at "
        "3,000 x g for 10 minutes at 4°C. Should I balance them by weight first? I think "
        "they're all the same volume.",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
]
