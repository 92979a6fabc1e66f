"""Hold-out batch "corefacility": requests sent by external users to a core facility's
automation service, in their own words. Senders come from many fields (clinicians, plant
biologists, chemists, visiting PhD students writing in a second language, PIs in a hurry,
ecologists, veterinarians, industry guests). They describe their experiment at length, bury
the actual steps and values in the middle of paragraphs, refer to samples by their own names
("my 30 patient sera", "the Arabidopsis extracts"), mention deadlines, budgets and cost
centres (numbers that are NOT step values), ask politely, sometimes give a value twice in
different units or words ("ten minutes (600 s)"), and sometimes name the instrument they saw
on the facility web page. Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "cf_s01",
        "Dear core facility team,\n\n"
        "I am a consultant in infectious diseases at the university hospital and this is my "
        "first time using your automation service, so please forgive me if this is not the "
        "right form. We are running an in-house IgG ELISA on my 30 patient sera (plus standards "
        "and blanks) as part of a small seroprevalence audit. My research nurse will develop the "
        "plate and add the stop solution in our own lab, so all I need from you is the read: "
        "absorbance at 450 nm on the SpectraMax i3x that I saw listed on your web page. The "
        "audit committee meets next Thursday, so a reading by Tuesday would be wonderful. Our "
        "cost centre is 4471-22 if you need it for billing.\n\n"
        "With kind regards,\nDr. Helen Okafor",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "cf_s02",
        "Hello,\n\n"
        "We work on drought responses in Arabidopsis and I have 24 leaf extracts (the Arabidopsis "
        "extracts from the Col-0 vs. aba2 comparison) sitting in 1.5 mL tubes in methanol buffer. "
        "Before they go to the metabolomics core they need to be cleared of debris. Our own "
        "centrifuge is broken, so I was hoping to use your 5424 R: sixteen thousand g "
        "(16,000 x g) for ten minutes, i.e. 600 s, chilled to 4 °C. The metabolomics people want "
        "them by Friday noon. I can bring the tubes on ice whenever suits you.\n\n"
        "Many thanks,\nIngrid (Plant Stress Physiology group)",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "cf_s03",
        "Hi,\n\n"
        "I'm a synthetic chemist in the Moreau lab. We run parallel amide couplings in 96 "
        "deep-well blocks (about 1 mL of DMF per well), and the blocks have to be closed before "
        "they go into the fume-cupboard stacker for the weekend. A colleague told me that foil "
        "sealing at 180 degrees C for 2 seconds holds up against DMF vapour much better than our "
        "screw mats, so could your system seal my block at exactly those settings? Nothing else "
        "is needed, we'll collect it ourselves. Budget is tight this quarter, so I'd rather not "
        "pay for anything extra.\n\n"
        "Thanks,\nLouis",
        "seal temperature_c=180 duration_s=2",
    ),
    (
        "cf_s04",
        "Dear Sir or Madam,\n\n"
        "I am a visiting PhD student from Universidad de Chile, here for three months in the "
        "laboratory of Prof. Lindqvist. For my thesis about the NF-kB pathway I am doing a "
        "reporter assay in HEK293 cells, and the firefly substrate is already added by me to the "
        "white 96-well plate. Please, can you measure the luminescence on the multimode reader "
        "with integration of half second (500 ms) for every well? I must send the data to my "
        "supervisor in Chile before my return flight on the 28th. Thank you very much for your "
        "help and sorry for my English.\n\n"
        "Best regards,\nMatías",
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "cf_s05",
        "Hi, PI of the Vance lab here, writing between two meetings. My postdoc is away at a "
        "conference and left her sealed assay plate on the bench next to your workcell. Please "
        "put it in the refrigerated store at 4 °C until she's back on Monday. Thanks. R. Vance",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "cf_s06",
        "Hello automation team,\n\n"
        "We are screening a small collection of phage lysates against a multidrug-resistant "
        "Klebsiella isolate, with resazurin as the viability readout. The plate is a black "
        "96-well plate, and only columns 1 to 8 contain samples (columns 9-12 were left empty "
        "because we ran out of lysates). Could you measure fluorescence with excitation at "
        "560 nm and emission at 590 nm on those columns only? The results go into a grant "
        "progress report due at the end of the month, and our budget line covers about two "
        "reader sessions.\n\n"
        "Thanks in advance,\nDr. Pieter de Wit, Clinical Microbiology",
        "read_fluorescence excitation_nm=560 emission_nm=590 wells=64",
    ),
    (
        "cf_s07",
        "Hi there, I'm a research technician in the food science department. We have a 384-well "
        "plate of peanut allergen extracts that the previous student foil-sealed, and nobody can "
        "get the seal off by hand without splashing. Your web page lists an Azenta XPeel: could "
        "you use it to take the seal off, please? That's all, we'll pick the plate up right "
        "after. Thanks, Sunita",
        "peel @azenta_xpeel",
    ),
    (
        "cf_s08",
        "Good morning,\n\n"
        "I'm a yeast geneticist and I'd like to grow my 24 Saccharomyces deletion strains (we "
        "call them 'the delta panel') as small pre-cultures in a 24 deep-well plate. In our lab "
        "they go on an orbital shaker, but we are moving buildings this month. Could the heated "
        "shaker, the BioShake on your instrument list, run the plate at 250 rpm and 30 °C for "
        "16 hours (57,600 s)? I'll inoculate the plate myself this evening around 6 pm. Our "
        "budget allows for one overnight booking this month.\n\n"
        "Best,\nTomás",
        "shake speed_rpm=250 duration_s=57600 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "cf_s09",
        "Dear team,\n\n"
        "Our virology group collected 92 nasopharyngeal swabs in the winter surveillance study "
        "and we'd like the RNA extracted on the KingFisher Flex with the MagMAX viral/pathogen "
        "kit. The sample, wash and elution plates and the tip comb will be prepared by our "
        "technician following the kit manual, so please just start the extraction run; we'll do "
        "the RT-qPCR ourselves afterwards. The deadline is the national surveillance report on "
        "the 15th. Thank you!\n\n"
        "Kind regards,\nDr. Aino Virtanen",
        "run_program @kingfisher_flex",
    ),
    (
        "cf_s10",
        "Hi,\n\n"
        "I'm a PhD student who mostly does bioinformatics, so apologies if I describe this "
        "oddly. I made 48 RNA-seq libraries from mouse liver (the 'fasting time course' samples) "
        "and before pooling I need their fragment size distributions. My supervisor said you "
        "have a LabChip GX Touch and that the DNA High Sensitivity assay is the one to use. The "
        "libraries are in a 96-well PCR plate. Could you run all 48 of them? We're hoping to "
        "submit to the sequencing core within two weeks.\n\n"
        "Thanks a lot,\nKenji",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "cf_s11",
        "Hello,\n\n"
        "I'm a stem-cell biologist differentiating iPSC-derived cardiomyocytes, and I've just "
        "switched my two 96-well plates (the 'day-0 plates') to the CHIR differentiation "
        "medium. They now need to sit in the CO2 incubator at 37 °C for 48 h (two full days, "
        "172,800 seconds) before the next medium change, which I will do myself when I'm back "
        "from a committee meeting in Lisbon. Please charge it to grant SCB-2031.\n\n"
        "Many thanks,\nDr. Lucía Ferrer",
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "cf_s12",
        "Dear facility,\n\n"
        "I'm a rheumatology registrar with a small research project on complement activation. "
        "My 40 patient plasma samples have been diluted 1:50 in a deep-well plate, and I'd like "
        "150 µl (0.15 ml) of each dilution transferred into a fresh flat-bottom 96-well plate "
        "using the Hamilton STAR, which I saw on your list of liquid handlers. The ELISA itself "
        "we'll run in our own lab. It would be great to have this done before journal club on "
        "Wednesday; the project has only about £200 for consumables.\n\n"
        "Kind regards,\nDr. Sam Adeyemi",
        "transfer volume_ul=150 @hamilton_star",
    ),
    (
        "cf_s13",
        "Hi! Entomologist here. I'm barcoding 96 mosquito legs (the 'Kisumu collection') and "
        "after setting up the PCR plate there are droplets all over the well walls. Before I "
        "take it away, could the VSpin give it a quick spin at 1,000 g for one minute (60 s)? "
        "That's it. Thanks!! Grace",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "cf_s14",
        "Hello,\n\n"
        "Last Tuesday your team kindly parked my compound dilution plate (barcode HV-0317, the "
        "'kinase panel plate') in the plate hotel. I'm a medicinal chemist and I need it back "
        "today to set up the next assay round in our own lab. Could you retrieve it from the "
        "hotel so I can collect it at 3 pm?\n\n"
        "Thank you,\nHenrik",
        "retrieve @cytomat_24",
    ),
    (
        "cf_s15",
        "Dear colleagues,\n\n"
        "I'm a veterinary pathologist investigating a Mycoplasma outbreak in a dairy herd, and I "
        "have 60 nasal swab DNA extracts already mixed with master mix in a 96-well PCR plate. "
        "I read on your website that the ODTC thermal cycler is open to external users. The "
        "reference lab's protocol is an initial denaturation at 95 °C for 3 minutes, then 35 "
        "cycles of 95 °C for 30 s, 55 °C for 30 s and 72 °C for one minute (60 s), a final "
        "extension at 72 °C for 5 min, and then hold at 4 °C. The farm is waiting for our "
        "results, so the sooner the better; the state lab would take three weeks.\n\n"
        "With thanks,\nDr. Femke Janssen, DVM",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=35 denaturation_c=95 "
        "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "cf_s16",
        "Hi team,\n\n"
        "I'm a pharmacologist measuring CYP induction in primary human hepatocytes. My 384-well "
        "qPCR plate (SYBR Green, 10 µL reactions, already sealed with optical film) is ready, "
        "and I saw the CFX384 on your website. Cycling: 95 °C for 2 min to activate the "
        "polymerase, followed by 40 cycles of 95 °C for 5 s and 60 °C for 30 s. A melt curve at "
        "the end would be nice but isn't essential. Could this run tomorrow morning? I have to "
        "present at the lab meeting on Friday.\n\n"
        "Best,\nOlga",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "cf_s17",
        "Dear automation service,\n\n"
        "I'm an ecologist and quite new to plate work. I have soil extracts from my 'Transect B' "
        "plots and need to dilute them for a phosphate assay. Could the OT-2 (I saw it on your "
        "equipment page) pipette 180 uL of deionised water into rows A to D of a clear "
        "flat-bottom 96-well plate? The extracts I will add myself later. Fieldwork starts again "
        "in a week, so I'd like to finish before then; we only have a small student budget.\n\n"
        "Thank you kindly,\nNoor",
        "transfer volume_ul=180 @opentrons_ot2 wells=48",
    ),
    (
        "cf_s18",
        "Hello,\n\n"
        "I'm a marine biologist and I've concentrated seawater filtrates into twelve 50 mL "
        "Falcon tubes (the 'Station 4 series'). The microbial biomass needs pelleting before DNA "
        "extraction: 4,500 xg for 20 minutes (1,200 s) at 4 deg C. I noticed your Eppendorf "
        "5810 R on the facility page, which seems ideal. The ship leaves again on the 9th and "
        "I'd like to have the pellets frozen before then.\n\n"
        "Thanks,\nDr. Rhys Morgan",
        "spin rcf_g=4500 duration_s=1200 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "cf_s19",
        "Hi, I'm a synthetic biologist growing E. coli variants of our biosensor library in a "
        "384-well clear plate. The cultures are done and the lid is off; I just need an OD "
        "reading at 600 nm. I've got about 20 minutes before my next class, so quick would be "
        "lovely. Cheers, Dev",
        "read_absorbance wavelength_nm=600",
    ),
    (
        "cf_s20",
        "Dear facility,\n\n"
        "I'm a medicinal chemist and our fragment library (the 'fragment set v3', 10 mM in DMSO) "
        "lives in a 384-well source plate. For tomorrow's thermal shift screen I need 2,000 nL "
        "(2 µL) of each fragment stamped into a fresh 384-well assay plate. The Biomek i5 on "
        "your website should be able to do this. Please charge project code FRAG-12; we have "
        "the instrument booked until 4 pm.\n\n"
        "Regards,\nDr. Ines Kowalski",
        "transfer volume_ul=2 @biomek_i5",
    ),
    # ================================================================ two or three steps
    (
        "cf_m01",
        "Dear team,\n\n"
        "I'm a physical chemist studying a lactate dehydrogenase mutant, and the reactions have "
        "been started in a UV-transparent 96-well plate. Before the absorbance is read at 340 nm "
        "(we follow NADH), the plate needs to be shaken at 600 rpm for 30 seconds so the "
        "substrate is evenly mixed; last time, without shaking, the replicates were all over the "
        "place. I would appreciate it if this could be scheduled this week, as I'm defending in "
        "six weeks.\n\n"
        "Regards,\nAnnika",
        "shake speed_rpm=600 duration_s=30 > read_absorbance wavelength_nm=340",
    ),
    (
        "cf_m02",
        "Hello,\n\n"
        "I'm a plant physiologist quantifying chlorophyll in the Arabidopsis extracts from my "
        "high-light experiment (80 % acetone extracts in 2 mL tubes). Could your liquid handler "
        "pipette 200 µL of each extract into a clear flat-bottom 96-well plate and then read "
        "absorbance at 663 nm and again at 646 nm, for the Lichtenthaler equations? I'm a bit "
        "stressed because a reviewer asked for these numbers in the revision, which is due on "
        "the 20th.\n\n"
        "Many thanks,\nDr. Yusuf Demir",
        "transfer volume_ul=200 > read_absorbance wavelength_nm=663 > read_absorbance wavelength_nm=646",
    ),
    (
        "cf_m03",
        "Dear all,\n\n"
        "I'm a haematology fellow setting up a JAK2 V617F genotyping run on 46 patient DNA "
        "samples plus controls. The PCR plate should be heat-sealed at 165 °C for 3 seconds, but "
        "only after it has been spun down at 500 x g for 2 minutes to collect the reactions at "
        "the bottom of the wells. We'll cycle it on our own machine in the diagnostics lab. The "
        "clinic needs the results by the end of next week.\n\n"
        "Many thanks,\nDr. Aurelio Bianchi",
        "spin rcf_g=500 duration_s=120 > seal temperature_c=165 duration_s=3",
    ),
    (
        "cf_m04",
        "Hello,\n\n"
        "My name is Wen and I am a PhD candidate visiting from Zhejiang University for a "
        "six-month exchange. I study a bacterial luciferase reporter in Vibrio. My white 96-well "
        "plate is sealed with foil now. I would like: first remove the seal, then with the "
        "Opentrons OT-2 add 20 microliter of decanal substrate to each well, and after that "
        "measure the luminescence with 2 second integration. My professor asks for the data in "
        "our Monday online meeting (China time), so Friday would be good. Thank you so much!",
        "peel > transfer volume_ul=20 @opentrons_ot2 > read_luminescence integration_s=2",
    ),
    (
        "cf_m05",
        "Hi,\n\n"
        "I'm an immunologist measuring caspase-3/7 activity in treated Jurkat cells with a "
        "fluorogenic DEVD substrate, which has already been added. Please read fluorescence at "
        "485 nm excitation / 520 nm emission, after first incubating the plate at 37 °C for "
        "thirty minutes (1800 s) so the signal can develop. If the incubator is busy, any "
        "37-degree position is fine. We're preparing a figure for a conference abstract due on "
        "Sunday.\n\n"
        "Thanks,\nMarco",
        "incubate temperature_c=37 duration_s=1800 > read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "cf_m06",
        "Hello team,\n\n"
        "I'm a neuroscientist working on CSF biomarkers. My 96 deep-well plate of CSF aliquots "
        "(the 'ALS cohort plate') has been in your refrigerated store since last week. Could you "
        "take it out of the cold store and spin it in the HiG 4 at 300 × g for 5 min (300 "
        "seconds) to pellet any cells? My student will come and pick it up afterwards. Our "
        "funding for this project ends in December, so we'd like to finish all automation steps "
        "soon.\n\n"
        "Regards,\nProf. Elena Sokolova",
        "retrieve @cytomat_2c425 > spin rcf_g=300 duration_s=300 @bionex_hig4",
    ),
    (
        "cf_m07",
        "Dear colleagues,\n\n"
        "I work in a toxicology group and we're testing how our zebrafish embryo homogenates "
        "behave in a new lysis protocol. The homogenates are in a 96 deep-well plate. Could the "
        "Tecan Fluent add 50 µL of lysis buffer to each well and then, as a separate step, mix "
        "each well by pipetting 40 µL up and down? We've seen clumping when the mixing is "
        "skipped. The project meeting with our industrial partner is in two weeks.\n\n"
        "Best regards,\nDr. Katrin Vogel",
        "transfer volume_ul=50 @tecan_fluent > mix volume_ul=40 @tecan_fluent",
    ),
    (
        "cf_m08",
        "Hi,\n\n"
        "I'm a conservation geneticist genotyping microsatellites in 24 red squirrel hair samples "
        "(the 'Kielder samples'). The PCR reactions are set up in a 96-well PCR plate. Could you "
        "cycle them on the on-deck thermal cycler (94 °C for 2 min, then 30 cycles of 94 °C for "
        "20 s, 57 °C for 20 s and 72 °C for 30 s, finishing with 72 °C for 10 min) and "
        "afterwards run all 24 products on the LabChip with the DNA 1K assay to check the sizes? "
        "Our Forestry Commission report is due at the end of the month and the budget is roughly "
        "€400.\n\n"
        "Cheers,\nFiona",
        "run_pcr initial_denaturation_c=94 initial_denaturation_s=120 cycles=30 denaturation_c=94 "
        "denaturation_s=20 annealing_c=57 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=600 @inheco_odtc > run_assay sample_count=24 "
        "@labchip_gx_touch_ht",
    ),
    (
        "cf_m09",
        "Dear automation facility,\n\n"
        "I'm a gastroenterologist collaborating on a gut microbiome study, and we have 94 stool "
        "samples (my 'IBD baseline' set) already loaded with lysis buffer and beads in the "
        "KingFisher plates. Please run the extraction on the KingFisher Flex and, once it has "
        "finished, have the Biomek i7 move 5 µL of each eluate into a 96-well PCR plate for the "
        "16S PCR. My team will take it from there. We have to ship the remaining eluates to our "
        "partners in Oslo on the 3rd.\n\n"
        "Best wishes,\nDr. Priya Raman",
        "run_program @kingfisher_flex > transfer volume_ul=5 @biomek_i7_hybrid",
    ),
    (
        "cf_m10",
        "Hi, I'm a glycobiologist doing PNGase F deglycosylation of 12 antibody samples in a "
        "sealed 96-well PCR plate. The digest should be shaken at 37 °C and 300 rpm for one hour "
        "(3600 s) on the thermoshaker, and then briefly spun down at 800 × g for 30 s on the "
        "VSpin to get the condensate off the seal. I'd appreciate it if this could be done "
        "before 5 pm, since the samples go to the mass spec core tomorrow morning.\n"
        "Thanks, Benedikt",
        "shake speed_rpm=300 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=800 duration_s=30 @agilent_vspin",
    ),
    (
        "cf_m11",
        "Hello,\n\n"
        "I'm a master's student in a forensic genetics lab. My STR amplification plate (96-well "
        "PCR) is finished and has to be kept until my supervisor checks it next week. Please "
        "seal it with the heat sealer at 170 °C for 2 s and then store it in the plate fridge "
        "at 4 °C. My thesis deadline is in three weeks, so it won't be there long!\n\n"
        "Thank you,\nJulia",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "cf_m12",
        "Hi,\n\n"
        "I'm an analytical chemist measuring polyphenols in wine. I have 36 diluted wine samples "
        "(the 'Rioja vintage series') in 1.5 mL tubes that need clarifying, so please spin them "
        "at 12,000 g for 5 min in the microcentrifuge. Afterwards the Opentrons Flex should "
        "transfer 100 µL of each supernatant into a flat-bottom 96-well plate for the Folin "
        "assay, which I'll run myself. It's for a collaboration with a winery, so there's a bit "
        "of pressure; ideally by Wednesday.\n\n"
        "Thanks,\nDr. Carmen Ruiz",
        "spin rcf_g=12000 duration_s=300 @eppendorf_5424r > transfer volume_ul=100 @opentrons_flex",
    ),
    (
        "cf_m13",
        "Dear team,\n\n"
        "I'm a protein biochemist with 20 purified nanobody fractions whose concentrations I need "
        "before crystallisation trials. The BCA plate should be read at 562 nm, but before that "
        "200 µL of BCA working reagent has to be added to each well (samples and standards are "
        "already in the flat-bottom plate, 25 µL each), and the plate must incubate at 37 °C for "
        "30 minutes. Our crystallisation robot slot is on Thursday, hence the hurry.\n\n"
        "Kind regards,\nDr. Oskar Nilsson",
        "transfer volume_ul=200 > incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "cf_m14",
        "Hello,\n\n"
        "I'm a molecular biologist digesting 96 plasmid minipreps from our 'CRISPR guide "
        "library'. The digest itself is done; now the enzymes need to be killed, at 65 °C for "
        "20 min (1,200 s) followed by 80 °C for 10 min (600 s), both on the ODTC since the "
        "reactions are in a PCR plate. I'll pick the plate up afterwards. This is for a deadline "
        "with a collaborator in Toronto.\n\n"
        "Best,\nJae-won",
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc > incubate temperature_c=80 duration_s=600 @inheco_odtc",
    ),
    (
        "cf_m15",
        "Hi there,\n\n"
        "I'm a cell biologist measuring GFP expression from yeast promoter variants in a black "
        "384-well plate. Could you read fluorescence with 485 nm excitation and 515 nm emission "
        "and, once the read is done, park the plate in the plate hotel so I can re-read it "
        "tomorrow? I'm teaching all afternoon so I can't be there to supervise.\n\n"
        "Thanks a lot,\nSophie",
        "read_fluorescence excitation_nm=485 emission_nm=515 > store @cytomat_24",
    ),
    (
        "cf_m16",
        "Dear facility,\n\n"
        "I'm an industrial scientist on a short secondment, running a biochemical kinase screen. "
        "Please transfer 10 µL of the enzyme mix into every well of our 384-well assay plate "
        "using the Biomek i7, then centrifuge the plate at 1,000 × g for one minute so that "
        "everything sits at the bottom. Costs should go to PO 55-1187. Our internal milestone "
        "review is on the 30th.\n\n"
        "Best regards,\nMarkus Lehner",
        "transfer volume_ul=10 @biomek_i7_hybrid > spin rcf_g=1000 duration_s=60",
    ),
    (
        "cf_m17",
        "Hello,\n\n"
        "I'm a bioprocess engineer monitoring antibody titre and fragments in 96 fed-batch "
        "samples from our ambr runs. The samples are in a foil-sealed 96-well PCR plate with the "
        "HT Protein Express denaturing buffer already added. Please remove the seal and run all "
        "96 samples on the LabChip GX Touch. The process development meeting is on Monday and my "
        "manager would like a first look.\n\n"
        "Thanks,\nRavi",
        "peel > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "cf_m18",
        "Dear automation team,\n\n"
        "I'm a cancer biologist testing my 'palbociclib-resistant lines' with WST-1. The reagent "
        "went on about 2 hours ago and the plate is waiting in the CO2 incubator. Please take it "
        "out, have the robot arm carry it to the plate reader and read the absorbance at 440 nm. "
        "My PI wants the dose-response curves for a grant renewal that is due in ten days.\n\n"
        "Many thanks,\nAlessandra",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_absorbance wavelength_nm=440",
    ),
    (
        "cf_m19",
        "Hi,\n\n"
        "I'm a reproductive biologist quantifying mitochondrial DNA copy number in 60 bovine "
        "oocytes; the master mix and DNA are already pipetted (10 µL reactions) in a 384-well PCR "
        "plate. Please run it on the qPCR machine (95 °C for 3 min, then 45 cycles of 95 °C for "
        "10 s and 62 °C for 45 s), having first sealed it at 165 °C for 2 seconds and spun it at "
        "1,200 × g for 2 minutes. My embryology conference poster is due next week.\n\n"
        "Thanks,\nDr. Mireille Dubois",
        "seal temperature_c=165 duration_s=2 > spin rcf_g=1200 duration_s=120 > run_qpcr "
        "initial_denaturation_c=95 initial_denaturation_s=180 cycles=45 denaturation_c=95 "
        "denaturation_s=10 annealing_c=62 annealing_s=45 @biorad_cfx384",
    ),
    # ================================================================ four or more steps
    (
        "cf_l01",
        "Dear facility,\n\n"
        "I am a paediatric haematologist, and we are validating a G6PD activity screen for "
        "neonatal samples. The haemolysates from my 30 patients (plus 6 controls) are in a "
        "96-well plate on ice. On the Biomek i5 I'd like 10 µL of each haemolysate added to a "
        "fresh UV-transparent plate, then 190 µL of the reaction mix (NADP plus G6P) added on "
        "top; then the plate should be shaken at 500 rpm for 1 minute, incubated at 37 °C for "
        "10 minutes (600 s), and finally read at 340 nm. The validation report is due to the lab "
        "director on the 1st, and the consumables can come out of our departmental fund.\n\n"
        "Kind regards,\nDr. Nadia Haddad",
        "transfer volume_ul=10 @biomek_i5 > transfer volume_ul=190 @biomek_i5 > shake "
        "speed_rpm=500 duration_s=60 > incubate temperature_c=37 duration_s=600 > "
        "read_absorbance wavelength_nm=340",
    ),
    (
        "cf_l02",
        "Hello,\n\n"
        "I'm a plant pathologist quantifying Phytophthora biomass in potato leaves (my 'blight "
        "field trial' samples, 120 DNA extracts run in triplicate). I'd like the Tecan Fluent to "
        "dispense 8 µL of TaqMan master mix into each well of a 384-well PCR plate and then add "
        "2 µL of DNA. After that the plate should be sealed (165 °C, 2 s), spun at 1,000 × g for "
        "1 min, and run on the CFX384 with 95 °C for 10 min (600 s) followed by 40 cycles of "
        "95 °C for 15 s and 60 °C for 1 min. The trial data must go to the breeders by the 12th, "
        "and our grant covers two 384-well plates in total.\n\n"
        "Best,\nDr. Willem Bakker",
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > seal "
        "temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=60 > run_qpcr "
        "initial_denaturation_c=95 initial_denaturation_s=600 cycles=40 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "cf_l03",
        "Dear core facility,\n\n"
        "I'm a plant biologist looking at anthocyanin accumulation in Arabidopsis seedlings "
        "under nitrogen starvation. The ground seedling powders (my 'N-starvation series') are "
        "in a 96 deep-well plate. The plan: dispense 1 mL of acidified methanol into each well, "
        "shake at 1,500 rpm for 10 minutes on the heater-shaker, centrifuge at 3,000 x g for "
        "15 min at 4 °C in the refrigerated centrifuge, then transfer 150 µL of each supernatant "
        "to a clear flat-bottom plate and read the absorbance at 530 nm and at 657 nm. We have "
        "to send the data to our collaborators in Wageningen before Christmas, and the budget "
        "for this experiment is about €250.\n\n"
        "Thank you,\nDr. Hanna Lindgren",
        "transfer volume_ul=1000 > shake speed_rpm=1500 duration_s=600 "
        "@qinstruments_bioshake_3000t_elm > spin rcf_g=3000 duration_s=900 temperature_c=4 "
        "@eppendorf_5810r > transfer volume_ul=150 > read_absorbance wavelength_nm=530 > "
        "read_absorbance wavelength_nm=657",
    ),
    (
        "cf_l04",
        "Hi,\n\n"
        "I'm a PhD student from Nigeria, here on a DAAD fellowship, working on drug resistance in "
        "ovarian cancer organoids. My 384-well plate with the 'cisplatin dose-response' organoids "
        "is in the CO2 incubator. Could the system take it out, add 25 µL of CellTiter-Glo 3D to "
        "each well, shake it at 500 rpm for 5 minutes (300 s), let it stand for 25 min at room "
        "temperature, and then read luminescence with 0.5 s integration? My fellowship report is "
        "due on the 31st. Thank you very much for your support.\n\n"
        "Chinedu",
        "retrieve @cytomat_2c450 > transfer volume_ul=25 > shake speed_rpm=500 duration_s=300 > "
        "incubate duration_s=1500 > read_luminescence integration_s=0.5",
    ),
    (
        "cf_l05",
        "Dear all,\n\n"
        "I'm a clinical scientist in the genetics lab, validating a new BRCA1 exon panel on 40 "
        "anonymised patient DNAs. On the Hamilton STAR please dispense 18 µL of master mix per "
        "well into a 96-well PCR plate and add 2 µL of DNA; then seal at 170 °C for 2.5 seconds, "
        "spin at 1,500 × g for 1 min, and cycle on the ODTC: 98 °C for 30 s, then 30 cycles of "
        "98 °C 10 s, 62 °C 20 s and 72 °C 20 s, with a final 72 °C for 2 min. When it's done, "
        "please keep the plate in the plate fridge at 4 °C. The accreditation auditors visit "
        "next month, so this validation has to be wrapped up. Budget: lab cost centre GEN-07.\n\n"
        "Regards,\nDr. Siobhan Kelly",
        "transfer volume_ul=18 @hamilton_star > transfer volume_ul=2 @hamilton_star > seal "
        "temperature_c=170 duration_s=2.5 > spin rcf_g=1500 duration_s=60 > run_pcr "
        "initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=20 "
        "final_extension_c=72 final_extension_s=120 @inheco_odtc > store temperature_c=4 "
        "@cytomat_2c425",
    ),
    (
        "cf_l06",
        "Dear facility staff,\n\n"
        "I'm a food chemist measuring soluble protein in pea protein isolates from the pilot "
        "plant (the 'pilot batch extracts'). Once 5 µL of each extract and standard has been "
        "pipetted into a clear 96-well plate, 250 µL of Bradford reagent should go on top; the "
        "plate should then be shaken for 30 s at 800 rpm, left for 5 minutes at room "
        "temperature, and read at 595 nm. Our quality meeting with the pilot plant is on "
        "Thursday.\n\n"
        "Thank you,\nDr. Lena Hoffmann",
        "transfer volume_ul=5 > transfer volume_ul=250 > shake speed_rpm=800 duration_s=30 > "
        "incubate duration_s=300 > read_absorbance wavelength_nm=595",
    ),
    (
        "cf_l07",
        "Hello,\n\n"
        "I'm an epidemiologist (not a lab person!) running a birth cohort study with 90 "
        "whole-blood samples (the 'Malawi cohort'). Our technician has left, so I'm asking for "
        "help with the DNA extraction. As I understand the protocol, the Biomek i7 pipettes "
        "200 µL of each blood sample into a 96 deep-well plate and adds 20 µL of proteinase K, "
        "the plate is shaken at 56 °C and 1,000 rpm for 10 minutes on the BioShake, and then "
        "the KingFisher Flex runs the extraction. Finally, 50 µL of each eluate should go into a "
        "fresh 96-well PCR plate for storage. Our funder's report is due at the end of the "
        "quarter and we have around $1,500 for the whole thing.\n\n"
        "Best wishes,\nDr. Kwame Mensah",
        "transfer volume_ul=200 @biomek_i7_hybrid > transfer volume_ul=20 @biomek_i7_hybrid > "
        "shake speed_rpm=1000 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
        "run_program @kingfisher_flex > transfer volume_ul=50",
    ),
    (
        "cf_l08",
        "Hi,\n\n"
        "I'm a microbiologist comparing the growth of 24 clinical Pseudomonas isolates in "
        "artificial sputum medium. Could the OT-2 pipette 180 µL of medium into each well of a "
        "clear 96-well plate and then 20 µL of each diluted culture? After that the plate should "
        "go into the incubator at 37 °C overnight and be read at OD600 the next morning. We need "
        "this before the cystic fibrosis consortium call on the 18th.\n\n"
        "Cheers,\nDr. Tom Whitfield",
        "transfer volume_ul=180 @opentrons_ot2 > transfer volume_ul=20 @opentrons_ot2 > "
        "incubate temperature_c=37 > read_absorbance wavelength_nm=600",
    ),
    (
        "cf_l09",
        "Dear team,\n\n"
        "I'm a PhD student in evolutionary biology preparing amplicon libraries from my 'museum "
        "beetle' extracts, and the first-round PCR plate is foil-sealed. For the indexing PCR "
        "I'd like it run on the ODTC with 98 °C for 30 s initially, 8 cycles of 98 °C 10 s / "
        "55 °C 30 s / 72 °C 30 s, and a final 72 °C for 5 min. Before that, of course, the seal "
        "has to come off, the OT-Flex must add 5 µL of index primer mix to each well, and the "
        "plate has to be resealed at 165 °C for 3 s and spun down at 600 × g for 1 minute. I "
        "know it's a lot; I'm submitting my thesis in two months.\n\n"
        "Thanks,\nMaja",
        "peel > transfer volume_ul=5 @opentrons_flex > seal temperature_c=165 duration_s=3 > spin "
        "rcf_g=600 duration_s=60 > run_pcr initial_denaturation_c=98 initial_denaturation_s=30 "
        "cycles=8 denaturation_c=98 denaturation_s=10 annealing_c=55 annealing_s=30 "
        "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300 @inheco_odtc",
    ),
    (
        "cf_l10",
        "Hello,\n\n"
        "I'm an oncologist with a translational project on circulating tumour DNA, and I need "
        "to quantify cfDNA from my 24 lung cancer patients with PicoGreen. Please use the "
        "Hamilton to put 100 µL of PicoGreen working solution into columns 1-3 of a black "
        "96-well plate, then 100 µL of each diluted cfDNA sample into the same wells, incubate "
        "5 min at room temperature protected from light, and read fluorescence at 480 nm "
        "excitation / 520 nm emission. The tumour board meets in ten days and I'd like to show "
        "preliminary numbers.\n\n"
        "Kind regards,\nDr. Giorgos Papadakis",
        "transfer volume_ul=100 @hamilton_star wells=24 > transfer volume_ul=100 @hamilton_star "
        "wells=24 > incubate duration_s=300 > read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "cf_l11",
        "Dear colleagues,\n\n"
        "I'm a biophysical chemist studying amyloid aggregation of our alpha-synuclein variants "
        "(the 'A53T series') with Thioflavin T in a black 384-well plate, which is ready to go. "
        "I'd like a baseline fluorescence read (440 nm excitation, 485 nm emission), then "
        "shaking at 700 rpm and 37 °C for 2 hours (7,200 s) on the BioShake, and then a second "
        "read at the same wavelengths. If this works we'll book a longer series next month; the "
        "current budget is modest.\n\n"
        "Best regards,\nDr. Anton Petrov",
        "read_fluorescence excitation_nm=440 emission_nm=485 > shake speed_rpm=700 "
        "duration_s=7200 temperature_c=37 @qinstruments_bioshake_3000t_elm > read_fluorescence "
        "excitation_nm=440 emission_nm=485",
    ),
    (
        "cf_l12",
        "Hi,\n\n"
        "I'm a chemical biologist running a cellular thermal shift assay on a kinase inhibitor "
        "with a HiBiT-tagged target. The lysates with compound are in a 96-well PCR plate. "
        "Please heat the plate on the ODTC at 52 °C for 3 min (180 s), then spin it at "
        "3,000 × g for 20 minutes in the HiG 4, then have the Biomek i5 transfer 20 µL of each "
        "supernatant into a white 384-well plate and add 20 µL of HiBiT lytic detection reagent, "
        "and finally read luminescence with 1 s integration. We're trying to get this into a "
        "paper revision that's due in three weeks.\n\n"
        "Thanks,\nDr. Yuki Tanaka",
        "incubate temperature_c=52 duration_s=180 @inheco_odtc > spin rcf_g=3000 "
        "duration_s=1200 @bionex_hig4 > transfer volume_ul=20 @biomek_i5 > transfer "
        "volume_ul=20 @biomek_i5 > read_luminescence integration_s=1",
    ),
    (
        "cf_l13",
        "PI here, sorry, very short on time: grant resubmission due Friday. My student's "
        "phosphatase plate (pNPP substrate, 'the PTP1B hits') is in the plate fridge. Pull it "
        "out, let it sit at room temperature for 10 min, add 50 µL of stop solution (1 M NaOH) "
        "per well with whichever liquid handler is free, and read at 405 nm. Charge the usual "
        "account. D. Huang",
        "retrieve @cytomat_2c425 > incubate duration_s=600 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=405",
    ),
    (
        "cf_l14",
        "Dear facility,\n\n"
        "I'm a postdoc in a genomics lab and our own robot is down. 96 ChIP-seq libraries (the "
        "'H3K27ac time series', 50 µL each in a deep-well plate) need a bead clean-up and QC. "
        "Steps: on the Biomek i7 add 45 µL of SPRI beads to each library, mix by pipetting 70 µL "
        "up and down, then run the clean-up program on the KingFisher, and finally check all 96 "
        "samples on the LabChip with the DNA High Sensitivity assay. The sequencing slot is "
        "booked for the 22nd.\n\n"
        "Thanks a lot,\nDr. Rafael Costa",
        "transfer volume_ul=45 @biomek_i7_hybrid > mix volume_ul=70 @biomek_i7_hybrid > "
        "run_program @kingfisher_flex > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "cf_l15",
        "Hello!\n\n"
        "I'm an immunologist from Brazil doing a postdoc here, and we're testing NK-cell killing "
        "of tumour targets with an LDH release assay. My co-culture plate (96-well, U-bottom) "
        "needs to be centrifuged at 250 × g for 4 minutes; then 50 µL of supernatant should be "
        "transferred into a flat-bottom plate, 50 µL of LDH reaction mixture added, the plate "
        "incubated for 30 min at room temperature, and read at 490 nm plus 680 nm for the "
        "background. I'll present it at the lab meeting in two days.\n\n"
        "Muito obrigada,\nLetícia",
        "spin rcf_g=250 duration_s=240 > transfer volume_ul=50 > transfer volume_ul=50 > "
        "incubate duration_s=1800 > read_absorbance wavelength_nm=490 > read_absorbance "
        "wavelength_nm=680",
    ),
    (
        "cf_l16",
        "Dear automation team,\n\n"
        "I'm a biocatalysis chemist screening transaminase variants for a pharma collaboration. "
        "The lyophilised cell pellets are in a 24 deep-well plate. Could the Tecan Fluent add "
        "1 mL (1,000 µL) of reaction buffer with substrate to each of the 24 wells, then the "
        "plate be shaken at 800 rpm and 30 °C for 4 hours, centrifuged at 2,000 x g for 10 min "
        "in the 5810 R, heat-sealed at 180 °C for 3 s and put in the hotel until our HPLC "
        "person collects it? The collaborator's steering meeting is on the 5th.\n\n"
        "Many thanks,\nDr. Eva Novak",
        "transfer volume_ul=1000 @tecan_fluent > shake speed_rpm=800 duration_s=14400 "
        "temperature_c=30 > spin rcf_g=2000 duration_s=600 @eppendorf_5810r > seal "
        "temperature_c=180 duration_s=3 > store @cytomat_24",
    ),
    # ================================================================ physically impossible
    (
        "cf_h01",
        "Dear team,\n\n"
        "I'm a phycologist and I have 96 Chlamydomonas cultures (my 'motility mutants') in a "
        "clear flat-bottom 96-well plate. The cells have to be pelleted really firmly before I "
        "exchange the medium, so I'd like the plate spun at 6,000 × g for 10 minutes. The HiG 4 "
        "on your website looked like the most powerful of your plate centrifuges. The screen "
        "has to finish before our field season starts in April.\n\n"
        "Thanks,\nDr. Ola Nordmann",
        "halted",
    ),
    (
        "cf_h02",
        "Hello,\n\n"
        "I'm a nephrologist collecting spot urines for a proteinuria study. Could the OT-2 "
        "dispense 400 µL (0.4 mL) of each of my 30 patient urines into a standard clear "
        "flat-bottom 96-well plate, so my student can run the creatinine assay on it later? The "
        "renal unit's research day is on the 14th.\n\n"
        "Kind regards,\nDr. Farid Rahimi",
        "halted",
    ),
    (
        "cf_h03",
        "Hi,\n\n"
        "I'm a polymer chemist; we've been storing our monomer screening plates (96-well, "
        "polypropylene) under a thick aluminium foil, and our old protocol says to seal at "
        "230 °C for 1.5 s. Could you seal this week's plate on the a4S with exactly those "
        "settings? We'd like to keep things identical to last year's series for the paper.\n\n"
        "Thanks,\nDr. Stefan Brandt",
        "halted",
    ),
    (
        "cf_h04",
        "Dear facility,\n\n"
        "I'm an analytical chemist collecting peptide fractions from a preparative HPLC run, "
        "and I want a quick look at where the peptides eluted. The fractions are in a "
        "UV-transparent 96-well plate. Please read the absorbance at 214 nm (peptide bond) on "
        "the SpectraMax. Our project update with the client is tomorrow afternoon.\n\n"
        "Best,\nDr. Amira Saleh",
        "halted",
    ),
    (
        "cf_h05",
        "Hello,\n\n"
        "I'm a haematologist isolating cell-free DNA from my 18 myeloma patients' plasma. After "
        "the first low-speed spin, the plasma is in 1.5 mL tubes and needs a second, hard spin "
        "at 25,000 x g for 10 minutes at 4 °C to remove any remaining platelets. Could you do "
        "this in your microcentrifuge? We want to ship the plasma to the sequencing provider "
        "on Monday.\n\n"
        "Regards,\nDr. Jonas Eriksson",
        "halted",
    ),
    (
        "cf_h06",
        "Hi team,\n\n"
        "I'm a materials chemist resuspending nanoparticle pellets in a 96-well plate; they "
        "clump terribly. Could the BioShake shake the plate at 3,500 rpm for 2 minutes "
        "(120 s)? Our previous attempts at lower speeds didn't break the aggregates. The "
        "conference deadline is next Friday.\n\n"
        "Cheers,\nDr. Lin Zhou",
        "halted",
    ),
    (
        "cf_h07",
        "Dear team,\n\n"
        "I'm a virologist, and my RNA eluate plate from this morning's KingFisher run (the "
        "'influenza season 2' plate) has to be kept frozen until the sequencing core picks it "
        "up next week. Please store it at -20 °C in the refrigerated plate store. Thank you, "
        "and apologies for the short notice.\n\n"
        "Best,\nDr. Miguel Santos",
        "halted",
    ),
    (
        "cf_h08",
        "Hello,\n\n"
        "I'm a food microbiologist screening for Bacillus cereus spores in rice samples. To "
        "crack the spores, the reference method starts with 105 °C for 10 minutes (600 s) on "
        "the thermal cycler, then 35 cycles of 95 °C 30 s, 58 °C 30 s and 72 °C 45 s. The "
        "reactions are in a 96-well PCR plate. Please run it on the ODTC. The retailer audit "
        "is in two weeks.\n\n"
        "Kind regards,\nDr. Petra Horvat",
        "halted",
    ),
    (
        "cf_h09",
        "Dear facility,\n\n"
        "I'm a PhD student in plant biology working on rice. I'd like the Tecan to put 30 µL of "
        "qPCR master mix and then 5 µL of cDNA into each well of a 384-well PCR plate, and then "
        "run it on the CFX384 (95 °C 3 min, 40 cycles of 95 °C 10 s and 60 °C 30 s). My "
        "supervisor prefers big reaction volumes for reproducibility. The committee meeting is "
        "at the end of the month.\n\n"
        "Thank you,\nAnh",
        "halted",
    ),
    # ================================================================ must ask
    (
        "cf_a01",
        "Hi,\n\n"
        "I'm a plant biologist harvesting tomato root extracts in a 96 deep-well plate for an "
        "auxin assay. Our old protocol says: spin the block at 3,500 rpm for 10 minutes to pellet "
        "debris. Could your system do that today? I'm at a conference from Wednesday, so it "
        "would need to happen before then.\n\n"
        "Thanks,\nDr. Beatriz Lopes",
        "ask",
    ),
    (
        "cf_a02",
        "Dear facility,\n\n"
        "I'm a neurobiologist measuring calcium dye loading (Fluo-4) in my primary neurons. On "
        "your web page I saw a BMG CLARIOstar listed, and I'd like the plate read on that one at "
        "485 nm excitation and 520 nm emission, because our previous data were acquired on a "
        "CLARIOstar too. The grant report is due on the 30th.\n\n"
        "Regards,\nDr. Hiroshi Mori",
        "ask",
    ),
    (
        "cf_a03",
        "Hello,\n\n"
        "I'm a clinical biochemist preparing 20 serum samples for a vitamin D extraction. The "
        "1.5 mL tubes with serum and precipitation reagent need to be vortexed for 15 seconds "
        "and then spun at 10,000 × g for 5 min. Could the automation service do both steps? "
        "Our quality control round closes on Friday.\n\n"
        "Thanks,\nDr. Ewa Nowak",
        "ask",
    ),
    (
        "cf_a04",
        "Dear team,\n\n"
        "I'm a chromatin biologist and I need the crosslinked nuclei from my 'HeLa time course' "
        "sheared before ChIP: sonicate the samples for 10 cycles of 30 s on / 30 s off, keeping "
        "them cold. The samples are in a 96-well PCR plate. Is this possible on the workcell "
        "this week?\n\n"
        "Best,\nDr. Paolo Ricci",
        "ask",
    ),
    (
        "cf_a05",
        "Hi,\n\n"
        "I'm a PhD student from Vietnam doing my genotyping in the Keller lab. Please run my "
        "96-well PCR plate on the ODTC with 35 cycles, 95 °C for 30 s denaturation and 72 °C "
        "for 45 s extension, and the same annealing temperature as I used last time with your "
        "staff. I don't remember the exact value, sorry! My supervisor wants the gel by "
        "Friday.\n\n"
        "Thank you,\nMinh",
        "ask",
    ),
    (
        "cf_a06",
        "Hello,\n\n"
        "I'm an agronomist measuring nitrate in leaf sap from my maize plots (the 'north field "
        "plates'). In our lab we always shake the plate on setting 7 of our shaker for 3 "
        "minutes before reading. Could the BioShake do the same on my plate? The field report "
        "is due next Monday.\n\n"
        "Thanks a lot,\nDr. Pieter Smit",
        "ask",
    ),
    (
        "cf_a07",
        "Dear colleagues,\n\n"
        "I'm a cardiologist with a small biomarker project. My 32 patient plasma aliquots are "
        "in 1.5 mL tubes and need to be spun at 15,000 × g for 10 minutes. The facility page "
        "mentions an Eppendorf 5430, and I'd like to use that one specifically since our "
        "validation was done on it. Our ethics amendment deadline is the 19th.\n\n"
        "Kind regards,\nDr. Ahmed Yilmaz",
        "ask",
    ),
    (
        "cf_a08",
        "Hi,\n\n"
        "I'm a veterinary student working on a bovine mastitis ELISA, and the kit insert says to "
        "add two drops of stop solution to each well and read the plate right afterwards. Could "
        "the liquid handler do that on my 96-well plate? I only have the kit until the end of "
        "the week.\n\n"
        "Thanks,\nCaoimhe",
        "ask",
    ),
    (
        "cf_a09",
        "Dear automation team,\n\n"
        "I'm a pharmaceutical scientist formulating peptide vaccines in a 96-well plate (my "
        "'adjuvant matrix'). For stability testing the plate needs to be freeze-dried overnight, "
        "then sealed at 170 °C for 2 s. Can the workcell take care of both steps? Our stability "
        "study has to start on the 1st.\n\n"
        "Many thanks,\nDr. Claire Fontaine",
        "ask",
    ),
]
