"""Hold-out batch "coreemail2": formal e-mails from external collaborators to the
automation core facility.

Style: each case is a complete, polite e-mail -- greeting, project background,
a sample description crowded with context numbers (sample and plate IDs,
concentrations, cell densities, volumes already sitting in the wells, shipping
dates, courier tracking numbers, PO numbers, grant references, dilutions), then
the requested workflow as one or two paragraphs or a short numbered list, then a
signature block with postal addresses, room numbers and phone numbers.  British
and American spellings are mixed across cases (programme/program,
litre/liter, stabilise/stabilize, centre/center), as are unit spellings
(uL, µL, μl, microlitres; °C, ºC, deg C, C; x g, ×g, xg, rcf; s, sec, min,
mins, h, hr, hrs) and numbers written as words.

Traps:
- context numbers that look like settings: "each well already holds 25 µL",
  "stored at −80 °C since", "seeded at 1,500 cells", "0.5 µM final",
  "spun at 500 x g at our end" (past tense), PO/tracking/phone numbers,
  postcodes and suite numbers in the signature;
- steps mentioned out of order ("before loading it, please spin ...");
- values stated then corrected in the same e-mail;
- well subsets (columns 1-3 = 24, rows A-D = 48, A1-H4 = 32, row A = 12,
  columns 1-12 of a 384 = 192);
- "ask": vortex, sonicate, rpm-only centrifuge, "speed 5", OD without a
  wavelength, PCR without cycling temperatures, transfer without a volume,
  two unsettled wavelengths, drops, instruments the lab lacks (TapeStation,
  BioTek plate washer);
- "halted": values beyond every suitable instrument (6,000 x g on plates,
  25,000 x g on tubes, 210 °C seal, 6 mL per well, 200 nm absorbance, 90 s
  luminescence integration, 860 nm emission, 56 °C in the CO2 incubator,
  400 LabChip samples, 3,500 rpm shaking, 2 °C cold storage).

@device is given only where the e-mail names the instrument (or uses one of its
registry aliases such as "plate reader", "cold store", "hotel"); steps with no
named instrument carry no device.
"""

NAME = "coreemail2"

CASES: list[tuple[str, str, str]] = [
    # The 10-minute room-temperature rest is expected as an incubate step with only a duration.
    (
        "coreemail2-01",
        """Dear Automation Core team,

I hope this finds you well. I am a postdoctoral researcher in Prof. Helen Marsh's group (Oncology Drug Discovery, University of Leeds) and we are collaborating with Dr Okafor on the KRAS-G12C combination screen (MRC grant MR/W01234/1).

We shipped four 384-well white plates (barcodes LDS-0412 to LDS-0415) on 3 March by courier (tracking 1Z 884 21A 66 0192 7734); they should reach you on the 5th. Each well was seeded with 1,500 cells in 25 µL of RPMI and the compounds were pinned from 10 mM DMSO stocks, so every well already holds 25 µL. PO 4500183921 covers the run.

Could you please add 25 µL of CellTiter-Glo 2.0 to every well on the Hamilton STAR, shake the plates on the BioShake at 500 rpm for 2 min, leave them for 10 minutes at room temperature to stabilise the signal, and then read luminescence on the SpectraMax with an integration time of 0.5 s?

Kind regards,

Dr Aisha Rahman
Postdoctoral Research Fellow, Leeds Institute of Medical Research
St James's University Hospital, Beckett Street, Leeds LS9 7TF
Tel: +44 (0)113 343 8812 | Mob: 07700 900 418""",
        "transfer volume_ul=25 @hamilton_star > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > incubate duration_s=600 > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "coreemail2-02",
        """Dear Dr Lindqvist,

Further to our call on Tuesday, I am writing to book the qPCR run we discussed. We are profiling IL-6 and TNF expression in 184 patient PBMC samples (cohort ARC-22, visits V1 to V3). cDNA was made from 500 ng RNA per 20 µL reaction and diluted 1:10 before plating.

Our student has already assembled the 384-well PCR plate (plate ID ARC22-Q01): every well contains 10 µL (5 µL SYBR master mix, 1 µL primer pair at 5 µM and 4 µL diluted cDNA). The plate will be hand-delivered on 12 June; the purchase order is PO 7781-2209.

Please heat-seal it on the a4S at 165 °C for 2 seconds with optically clear film and then run it on the CFX384 as follows: 95 °C for 3 minutes, then 40 cycles of 95 °C for 10 s and 60 °C for 30 s.

Best wishes,

Marcus Feld, PhD
Senior Scientist, Translational Immunology
Karolinska Institutet, Solnavägen 9, 171 65 Solna, Sweden
Phone +46 8 524 870 33""",
        "seal temperature_c=165 duration_s=2 @azenta_a4s > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    # Vortexing: the lab has no vortexer.
    (
        "coreemail2-03",
        """Dear Core Facility Staff,

My name is Daniel Osei and I am a third-year PhD student in the Structural Virology lab at the University of Glasgow (supervisor Prof. Fiona McLeod). We are purifying recombinant spike RBD variants (constructs pRBD-14 to pRBD-21) for a binding study funded under BBSRC award BB/X009876/1.

I will drop off 24 x 1.5 mL tubes (labelled GV-001 to GV-024) on Thursday 18 April. Each contains 250 µL of clarified lysate at roughly 3.2 mg/mL total protein, and they have been kept at -80 °C since 2 April. Our internal order reference is GU-PO-22817.

On arrival, could you please vortex each tube for about 10 seconds and then centrifuge them at 12,000 x g for 1 minute in the Eppendorf 5424 R to collect the contents?

Many thanks in advance,

Daniel Osei
School of Infection & Immunity, Sir Michael Stoker Building
464 Bearsden Road, Glasgow G61 1QH
Tel: 0141 330 4471""",
        "ask",
    ),
    # HiG4 tops out at 5,000 x g; VSpin (1,000) and the 5810 R plate buckets (2,900) are lower still.
    (
        "coreemail2-04",
        """Hello,

I'm writing on behalf of the Chen lab at UCSF. We're preparing amplicon libraries for 16S sequencing of 190 soil samples (batch SOIL-2024-B, collection sites 1-38), and our sequencing partner asked that the plates be processed through your core.

Two 96-well full-skirted PCR plates (IDs 16S-P1 and 16S-P2) were shipped on ice on 9/14 via FedEx (tracking 7789 4410 2231), PO# UCSF-330192. Each well holds 40 µL of bead-cleaned product at about 15 ng/µL.

Because we saw bead carryover last time, please centrifuge both plates at 6,000 ×g for 20 minutes in the BioNex HiG4 before anything else is done with them.

Thanks so much,

Jennifer Chen, PhD
Department of Microbiology & Immunology, UCSF
513 Parnassus Ave, Room S-1042, San Francisco, CA 94143
Phone: (415) 555-0187 | Fax: (415) 555-0190""",
        "halted",
    ),
    (
        "coreemail2-05",
        """Dear Dr Moreau,

Thank you for agreeing to run our genotyping PCR on the core's Biomek i7. The project is CRISPR knock-in screening of HEK293T clones (project code GEN-KI-07).

Plate KI07-G3 (96-well PCR plate) contains 5 µL of genomic DNA at 2 ng/µL in every well: clones 1-94 plus two no-template controls in H11 and H12. We couriered it on dry ice on 22 May 2024; PO 0049127 has been raised with your finance office.

Requested workflow:
1. On the Biomek i7, add 15 µL of Q5 master mix with primers (0.5 µM final) to each well.
2. Heat-seal on the a4S at 170 °C for 3 s.
3. Run on the ODTC: 98 °C for 30 s; 32 cycles of 98 °C for 10 s, 62 °C for 15 s and 72 °C for 20 s; final extension at 72 °C for 5 min; hold at 10 °C.

Kind regards,

Dr Priya Nair
Genome Engineering Unit, Francis Crick Institute
1 Midland Road, London NW1 1AT
T: +44 20 3796 1120""",
        "transfer volume_ul=15 @biomek_i7_hybrid > seal temperature_c=170 duration_s=3 @azenta_a4s > run_pcr cycles=32 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=15 extension_c=72 extension_s=20 final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    (
        "coreemail2-06",
        """Dear Automation Core,

I am the laboratory manager for the Wastewater Surveillance Programme at the University of Bristol, and we would like to use the core for nucleic-acid extraction for the next six months (service agreement WSP-2025-03).

This week we will send two 96 deep-well plates (WW-0711-A and WW-0711-B). Each well already contains 200 µL of concentrated wastewater, 5 µL of proteinase K and 275 µL of binding bead mix. They were shipped on 11 July on cold packs; the purchase order is BRS-77120-S.

Please run the BindIt programme MagMAX_WW_Flex_v3 on the KingFisher Flex. Afterwards, use the Opentrons Flex to transfer 50 µL of each eluate into a 96-well PCR plate, and place that plate in the Cytomat 2C425 cold store at 4 °C until our courier collects it on Monday.

With thanks,

Rebecca Alton
Laboratory Manager, School of Cellular & Molecular Medicine
Biomedical Sciences Building, University Walk, Bristol BS8 1TD
Tel. 0117 455 0932 (office), 07911 123 456 (mobile)""",
        "run_program program=MagMAX_WW_Flex_v3 @kingfisher_flex > transfer volume_ul=50 @opentrons_flex > store temperature_c=4 @cytomat_2c425",
    ),
    # "OD" with no wavelength (600 nm is likely but not stated).
    (
        "coreemail2-07",
        """Dear Dr Hoffmann,

We are studying growth defects in a Keio-collection knockout panel (strains EC-K12-d1 to d48) as part of our DFG project HO 4471/2-1, and would like the core to handle the plate reading.

We will bring three clear 96-well plates (GRW-01, GRW-02 and GRW-03) on 7 November. Each well contains 200 µL of LB inoculated to a starting OD of 0.05 from overnight cultures grown at 37 °C; the outer wells are filled with 200 µL of sterile medium to limit evaporation.

Please incubate the plates for 16 h at 30 °C, and then measure the OD of every well on the SpectraMax.

Mit freundlichen Grüßen / Best regards,

Dr. Katrin Weber
Institut für Mikrobiologie, Raum 2.117
Auf der Morgenstelle 28, 72076 Tübingen
Tel.: +49 7071 29 74 612""",
        "ask",
    ),
    # The 15-minute dark incubation at room temperature is an incubate step with only a duration.
    (
        "coreemail2-08",
        """Dear Core Team,

We are running a sandwich ELISA for serum IL-17A in the RA-BIO cohort (n = 352, visits at 0 and 12 months) and would like to use your Tecan for the substrate and stop steps.

The four 96-well plates (ELISA-RA-01 to ELISA-RA-04) have been coated, blocked and incubated with samples and detection antibody at our end; they will arrive washed and dry on 2 October. PO 3300981245 has been approved.

On the Tecan Fluent, please dispense 100 µL of TMB substrate to every well and incubate for 15 minutes at room temperature in the dark. Then, again on the Fluent, add 50 µL of 2 N sulfuric acid stop solution to every well. Finally, read the absorbance at 450 nm on the plate reader.

Sincerely,

Thomas R. Whitfield, PhD
Center for Rheumatology Research, Room 4B-221
1400 Jefferson Avenue, Cleveland, OH 44195
Office (216) 555-0143""",
        "transfer volume_ul=100 @tecan_fluent > incubate duration_s=900 > transfer volume_ul=50 @tecan_fluent > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    # a4S heater works 50-200 °C only.
    (
        "coreemail2-09",
        """Dear colleagues,

We are starting a compound-stability project with your group (agreement CSA-118) and need our 384-well PCR plates sealed with a foil we have validated for long-term storage.

There are 16 plates in total, barcodes HTS-Q-0101 to HTS-Q-0116, each with 20 µL of compound solution at 1 mM in every well. They were dispatched on 28 January (DHL 4471 0098 21) and the foil roll (lot 22-0918) is enclosed in the box. PO 88-140277.

The foil supplier recommends a higher temperature than usual, so please heat-seal each plate on the a4S at 210 °C for 2 s.

Yours faithfully,

Dr Laila Haddad
Compound Management, Building 12, Room 0.34
Granta Park, Great Abington, Cambridge CB21 6GH
Tel +44 1223 497 550""",
        "halted",
    ),
    (
        "coreemail2-10",
        """Dear Automation Core,

I am a research associate in the Kidney Toxicology group at the University of Toronto (CIHR grant PJT-178233). We would like to run a resazurin viability read-out on proximal tubule cells treated with 12 nephrotoxic compounds.

Our two black 96-well plates (NTX-07-A and NTX-07-B) were seeded at 5,000 cells per well in 90 µL of medium and dosed 24 h ago at 0.1-100 µM. They will be delivered by our technician on 4 February; our PO is UT-PO-66120.

Please add 10 µL of resazurin (0.15 mg/mL) to every well on the OT-2, incubate the plates for 4 hr at 37 °C with 5% CO2 in the Cytomat 2C450, and then read fluorescence on the SpectraMax i3x at excitation 560 nm and emission 590 nm.

Best regards,

Olivia Tremblay, MSc
Research Associate, Department of Pharmacology & Toxicology
Medical Sciences Building, 1 King's College Circle, Room 4207, Toronto ON M5S 1A8
Tel: 416-555-0129""",
        "transfer volume_ul=10 @opentrons_ot2 > incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450 > read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    # Centrifuge speed given in rpm only.
    (
        "coreemail2-11",
        """Dear Dr Patel,

Following the service-request form submitted last week (ticket SR-20931), please find below the details for our plasmid mini-prep clearing step.

We will deliver eight 96 deep-well blocks (PLS-101 to PLS-108) on 15 August. Each well contains 1.2 mL of alkaline-lysed E. coli culture (grown 18 h in 2xYT with 100 µg/mL ampicillin) that has already been neutralised. Our PO number is 451-99832.

Please spin the blocks at 4000 rpm for 15 min at 4 °C in the Eppendorf 5810 R so that we can collect the cleared lysate.

Kind regards,

Sam Okonkwo
Synthetic Biology Centre, Imperial College London
South Kensington Campus, Room 207, Bessemer Building, London SW7 2AZ
Phone: +44 (0)20 7594 5512""",
        "ask",
    ),
    (
        "coreemail2-12",
        """Dear Core Facility,

We are part of the Structural Biology Consortium (project SBC-P14) and are expressing 48 membrane-protein constructs in E. coli for a solubility screen.

We will bring 48 x 2 mL tubes (SOL-01 to SOL-48), each holding 1.8 mL of sonicated lysate in 50 mM HEPES pH 7.5, 300 mM NaCl, 1% DDM. They were prepared on 19 September and kept on ice. PO reference SBC-2290-17.

Please centrifuge the tubes in the 5424 R at 16,000 x g for 10 mins at 4 °C, and then on the Biomek i5 transfer 400 µL of each cleared supernatant into a 96 deep-well plate.

Best wishes,

Dr Hannah Brooks
Department of Biochemistry, University of Oxford
South Parks Road, Oxford OX1 3QU
Tel: 01865 613 274""",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > transfer volume_ul=400 @biomek_i5",
    ),
    (
        "coreemail2-13",
        """Dear Automation Core Team,

Our lab (Prof. D. Alvarez, Marine Natural Products) is extracting secondary metabolites from sponge-associated bacteria under NSF award OCE-2231187, and we would like your help with the clarification and plating steps.

Twelve 50 mL conical tubes (MNP-2204-01 to -12) will arrive on 30 April. Each contains 40 mL of culture extract in 20% methanol; the cultures were grown for 7 days at 28 °C before extraction. PO 2024-RF-3371.

Please spin the tubes in the Eppendorf 5810R at 3,220 x g for 20 min at 4 deg C, then use the Hamilton STAR to transfer 1 mL of each cleared extract into a 96 deep-well plate.

Thank you,

Diego Alvarez, PhD
Scripps Institution of Oceanography, Hubbs Hall Room 3120
9500 Gilman Drive, La Jolla, CA 92093
Tel. (858) 555-0176""",
        "spin rcf_g=3220 duration_s=1200 temperature_c=4 @eppendorf_5810r > transfer volume_ul=1000 @hamilton_star",
    ),
    # "Columns 1-11" describes where the 88 samples sit; sample_count comes from "88 samples".
    (
        "coreemail2-14",
        """Dear Dr Kowalski,

Thank you for the quote (Q-2025-0412). We are ready to send the first batch of sheared genomic DNA for fragment-size QC, part of our 1,000-genome rice diversity project.

The 96-well full-skirted PCR plate (RICE-SH-03) carries 88 samples in columns 1-11 at 20 µL each, at 5-30 ng/µL; column 12 is empty. The plate was sealed at our end and shipped on 6 May (UPS 1Z 99A 730 11 4481 0921). PO: IRRI-PO-51172.

Please pulse the plate down at 500 x g for 1 minute in the VSpin, remove the seal on the XPeel, and run the LabChip HT DNA 5K assay on the 88 samples.

Kind regards,

Dr Arjun Mehta
International Rice Research Institute, Genotyping Services Laboratory
Pili Drive, Los Baños, Laguna 4031, Philippines
Tel: +63 2 8580 5600 ext. 2718""",
        "spin rcf_g=500 duration_s=60 @agilent_vspin > peel @azenta_xpeel > run_assay assay=dna_5k sample_count=88 @labchip_gx_touch_ht",
    ),
    # 6 mL per well is above every liquid handler's 5,000 uL per-well ceiling.
    (
        "coreemail2-15",
        """Dear Core Staff,

We are scaling up expression of a nanobody library (NB-LIB-3, 24 clones) for our Wellcome Discovery Award 226794/Z/22/Z and would like to use your Hamilton for the media addition.

One 24 deep-well block (10 mL wells, ID NB3-EXP-01) will arrive on 13 March; each well already holds 2 mL of starter culture at an OD600 of roughly 0.6. Please invoice against PO WT-88213.

Please use the Hamilton STAR to add 6 mL of fresh TB medium (with 50 µg/mL kanamycin) to each of the 24 wells.

Many thanks,

Dr Chloe Barrington
MRC Laboratory of Molecular Biology, Francis Crick Avenue
Cambridge Biomedical Campus, Cambridge CB2 0QH
Tel: 01223 267 431""",
        "halted",
    ),
    (
        "coreemail2-16",
        """Hello Core Team,

This is a quick follow-up to yesterday's drop-off for our yeast growth assay (project YST-GR, strain set BY4741 deletions 1-60).

The plate (barcode YST-GR-0033, clear 96-well) was left in your Cytomat 24 hotel yesterday at 16:40, as agreed with Mark. Each well holds 150 µL of YPD culture; the plate was grown for 20 hours at 30 °C in our shaking incubator before drop-off. PO 770-4412-B.

Please retrieve the plate from the Cytomat 24, have the PF400 carry it to the SpectraMax, read absorbance at 600 nm, and then store it back in the Cytomat 24.

Thanks again,

Emily Sato
Department of Genome Sciences, University of Washington
3720 15th Ave NE, Foege Building S-250, Seattle, WA 98195
Cell: (206) 555-0164""",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x > store @cytomat_24",
    ),
    # PCR with no cycling temperatures ("our standard programme").
    (
        "coreemail2-17",
        """Dear Dr Ferreira,

I am writing from the Plant Pathology group at Rothamsted Research regarding our Zymoseptoria resistance genotyping (project RRes-ZT-09).

The 96-well PCR plate ZT09-GT-02 will be couriered on 24 February (Parcelforce EF 1142 7783 9GB). Each well already contains 25 µL of complete reaction (12.5 µL 2x master mix, 1 µL of each primer at 10 µM, 2 µL DNA at 10 ng/µL, water to volume). Purchase order RR-55109.

Please run it on the ODTC using our standard touchdown programme with 35 cycles, and keep it cold until collection.

Kind regards,

Dr Beatriz Santos
Rothamsted Research, West Common, Harpenden, Hertfordshire AL5 2JQ
Tel: +44 (0)1582 938 224""",
        "ask",
    ),
    # The 5-minute binding step at room temperature is an incubate step with no device
    # (no temperature is set, so it is not tied to the i5 thermal position).
    (
        "coreemail2-18",
        """Dear Automation Core,

We are preparing whole-genome libraries for the Norfolk Bat Virome project (NERC NE/W003112/1) and would like the left-side size selection done on your Biomek i5.

The 96-well PCR plate (BVIR-LIB-05) contains 50 µL of fragmented, adaptor-ligated library per well, and 30 µL of AMPure XP beads (0.6x) has already been added to every well. The plate will arrive on 17 January on ice; our order number is UEA-PO-40318.

On the Biomek i5, please:
- mix each well 10 times with 60 µL,
- incubate for 5 min at room temperature,
- place the plate on the i5 magnet for 3 min, and
- transfer 75 µL of the supernatant (which contains the fragments we keep) into a fresh PCR plate.

Best regards,

Dr George Whitaker
School of Biological Sciences, University of East Anglia
Norwich Research Park, Norwich NR4 7TJ
Tel: 01603 592 871""",
        "mix volume_ul=60 cycles=10 @biomek_i5 > incubate duration_s=300 > magnetic_separation duration_s=180 @biomek_i5 > transfer volume_ul=75 @biomek_i5",
    ),
    (
        "coreemail2-19",
        """Dear colleagues,

Our proteomics group (Prof. S. Ivanova) is preparing on-bead digests for a phospho-proteome time course (24 time points x 4 replicates, project PHOS-TC-2).

The 96-well PCR plate (PTC2-DIG-01) contains washed beads in 50 µL of 50 mM ammonium bicarbonate, with 25 µL of trypsin at 10 ng/µL already added to each well. It will be delivered on 3 December; PO 62-001784.

Please digest on the BioShake at 1,200 rpm and 37 C for 30 min, and then store the plate in the cold store at 4 °C until we pick it up.

Kind regards,

Dr Svetlana Ivanova
Max Delbrück Center, Robert-Rössle-Str. 10, 13125 Berlin
Haus 87, Raum 2.05
Tel.: +49 30 9406 3318""",
        "shake speed_rpm=1200 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm > store temperature_c=4 @cytomat_2c425",
    ),
    # 200 nm is below the SpectraMax's 230 nm absorbance floor.
    (
        "coreemail2-20",
        """Dear Core Facility,

We are quantifying a set of short synthetic peptides (PEP-001 to PEP-080) that lack aromatic residues, so A280 is not an option. Funding: ANR-22-CE44-0019.

The peptides are supplied in 1.5 mL tubes at roughly 0.2-1 mg/mL in 10 mM phosphate buffer; they were shipped on 8 April on dry ice (Chronopost XY 4478 1120 3FR). PO: CNRS-PO-118832.

Please transfer 100 µL of each peptide into a UV-transparent 96-well plate on the OT-2 and read the peptide-bond absorbance at 200 nm on the SpectraMax.

Cordialement,

Dr Camille Durand
Institut de Biologie Structurale, 71 avenue des Martyrs, 38044 Grenoble
Bureau 3-112
Tél. +33 4 57 42 85 17""",
        "halted",
    ),
    (
        "coreemail2-21",
        """Dear Automation Core Team,

We are validating a homogeneous fluorescence binding assay for our Gates Foundation malaria project (INV-043218) and would like to run the first plate with you.

The black 96-well plate (MAL-FL-01) already contains 30 µL of target protein at 50 nM in every well; only columns 1-6 hold test compounds (0.01-10 µM), the other columns are controls we will handle ourselves later. Shipped on 21 March; PO 2025-GF-0611.

Using the Opentrons Flex, please add 20 µL of detection antibody to columns 1-6 only. Then shake the plate at 400 rpm for 1 hour at room temperature on the BioShake, and read fluorescence (excitation 485 nm, emission 535 nm) on the SpectraMax.

Warm regards,

Dr Nomvula Dlamini
Wits Research Institute for Malaria, Faculty of Health Sciences
7 York Road, Parktown, Johannesburg 2193, South Africa
Tel: +27 11 717 2450""",
        "transfer volume_ul=20 wells=48 @opentrons_flex > shake speed_rpm=400 duration_s=3600 @qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    # Agilent TapeStation is not in the lab (the LabChip exists, but the e-mail insists on a different instrument).
    (
        "coreemail2-22",
        """Dear Dr Nakamura,

Thank you for your help on the earlier RNA-seq batch. We now have 46 ATAC-seq libraries from our zebrafish regeneration time course (project ZF-REGEN-4) that need fragment-size QC.

The libraries are in a 96-well PCR plate (ZFR4-ATAC-L1), 15 µL each at 2-12 ng/µL, in wells A1-F10. The plate was shipped on 29 October with tracking 7713 5520 8841, PO 4410-RG-77.

Because our analysis pipeline parses TapeStation output, please run all 46 libraries on the Agilent 4200 TapeStation with D1000 ScreenTape.

Best regards,

Kenji Ito, PhD
Institute for Regenerative Biology, Room 514
1-3-1 Kasumigaseki, Chiyoda-ku, Tokyo 100-0013, Japan
Tel: +81 3 5555 0192""",
        "ask",
    ),
    (
        "coreemail2-23",
        """Dear Core Team,

We are building ONT ligation libraries from environmental metagenomes (project METAG-RIV, river sites R1-R24) and would like to use your Tecan Fluent and on-deck thermal cycler for the end-prep step.

The 96-well PCR plate (RIV-EP-02) contains 50 µL of fragmented DNA per well at about 20 ng/µL. It will arrive on 10 June in an insulated box; please raise charges against PO 0093-44710.

On the Tecan Fluent, please add 10 µL of end-prep master mix to every well and mix 5 times with 30 µL. Then, on the ODTC, incubate at 20 °C for 30 min followed by 65 °C for 30 min.

Kind regards,

Dr Isabel Carter
Centre for Ecology & Hydrology, Maclean Building
Benson Lane, Crowmarsh Gifford, Wallingford OX10 8BB
Tel: +44 (0)1491 692 518""",
        "transfer volume_ul=10 @tecan_fluent > mix volume_ul=30 cycles=5 @tecan_fluent > incubate temperature_c=20 duration_s=1800 @inheco_odtc > incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "coreemail2-24",
        """Dear Automation Core,

As discussed with Dr Evans on 2 September, our compound dilution plate for the kinase panel (project KIN-PNL-11) is now sitting in your facility.

The sealed 96-well source plate (KPN11-SRC-01) was placed in your Cytomat 2C425 on 3 September. Each well contains 40 µL of compound in 10% DMSO at 100 µM, so there is plenty of volume. PO: 3001-77290-K.

Please retrieve the plate from the 2C425, have the PF400 move it to the XPeel and peel the seal, and then transfer 5 µL from each well into the assay plate on the OT-2.

Sincerely,

Dr Robert Nguyen
Biochemistry Core, Genentech-Stanford Collaboration
1291 Welch Road, Lorry Lokey Building, Room G2010, Stanford, CA 94305
Phone: (650) 555-0158""",
        "retrieve @cytomat_2c425 > move_plate @precise_pf400 > peel @azenta_xpeel > transfer volume_ul=5 @opentrons_ot2",
    ),
    # 90 s integration is above the SpectraMax's 60 s limit.
    (
        "coreemail2-25",
        """Dear Dr O'Connell,

We are measuring very weak NanoLuc signals from a low-copy bacterial reporter (strains NL-01 to NL-36) for our SFI project 21/FFP-P/10210, and our own reader is simply not sensitive enough.

The white 96-well plate (NLR-LOW-03) contains 100 µL of culture per well with 100 µL of Nano-Glo reagent already added at our end (1:50 substrate dilution). It will be delivered by hand on 14 November at about 10:00. PO TCD-4471890.

To pick up the signal, please read luminescence on the SpectraMax with an integration time of 90 s per well.

Le meas,

Dr Aoife Brennan
School of Genetics & Microbiology, Trinity College Dublin
Moyne Institute, Room 2.14, Dublin 2, D02 PN40
Tel: +353 1 896 4412""",
        "halted",
    ),
    (
        "coreemail2-26",
        """Dear Core Facility,

We have finished the cherry-picking for our CRISPR guide library (LIB-GD-07) and just need the plates sealed and parked until our sequencing slot.

There are 12 x 96-well PCR plates (GD07-01 to GD07-12); each well holds 20 µL of PCR product at roughly 25 ng/µL. We dropped them at your reception on 5 August (delivery note DN-31178); PO 9910-PCR-4.

Please heat-seal all 12 plates on the a4S at 175 °C for 1.5 s and then store them in the Cytomat 24 hotel until we collect them on Friday.

Many thanks,

Laura Jiménez
Centro Nacional de Biotecnología (CNB-CSIC)
Calle Darwin 3, Campus de Cantoblanco, 28049 Madrid
Tel.: +34 91 585 4720""",
        "seal temperature_c=175 duration_s=1.5 @azenta_a4s > store @cytomat_24",
    ),
    # Sonication: no sonicator in the lab.
    (
        "coreemail2-27",
        """Dear Automation Core,

We are running chromatin immunoprecipitation on 32 mouse liver samples (project ChIP-LIV-2, mice M101-M132) and would like your support with the shearing and clearing steps.

The samples are crosslinked nuclei in 1.5 mL tubes, 300 µL each in 0.1% SDS shearing buffer, about 2 x 10^6 nuclei per tube. They were frozen on 12 January and will be shipped on dry ice on 20 January (World Courier 441-2287). PO: NIH-R01-DK128819-PO-17.

Please sonicate each tube for 3 x 10 s on ice and then centrifuge at 15,000 x g for 10 min at 4 °C in the 5424 R.

Best regards,

Michael Adeyemi, PhD
Department of Medicine, Division of Gastroenterology
Baylor College of Medicine, One Baylor Plaza, BCM620, Houston, TX 77030
Tel: 713-555-0121""",
        "ask",
    ),
    (
        "coreemail2-28",
        """Dear Dr Schmidt,

Please find below the details for our qPCR validation of the 32 candidate reference genes for barley drought stress (project HV-DRY-5).

The 384-well PCR plate (HVD5-Q-01) is already sealed with optically clear film. Each well contains 10 µL of reaction: 5 µL SYBR mix, 0.4 µM each primer and 2 µL cDNA (1:20). It was shipped on 3 March on ice, DHL 5512 0093 77; PO JKI-2025-0448.

Please run the plate on the CFX384: 95 °C for 2 min, then 45 cycles of 95 °C for 5 s, 58 °C for 20 s and 72 °C for 20 s. Before loading it, please spin it at 1000 x g for 1 min in the VSpin to remove any bubbles.

Mit besten Grüßen,

Dr. Jana Krüger
Julius Kühn-Institut, Erwin-Baur-Str. 27, 06484 Quedlinburg
Tel. +49 3946 47 5521""",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    (
        "coreemail2-29",
        """Dear Automation Core Team,

We are isolating cell-free DNA from 96 plasma samples for our liquid-biopsy pilot (study LBP-01, IRB #2023-0841) and would like to use your Biomek i7 for the bead binding step.

The 96 deep-well plate (LBP01-CF-01) contains 1 mL of plasma per well, to which we have already added 30 µL of proteinase K and 20 µL of binding beads at our end. It will arrive on 9 May by same-day courier (job 88-2271); PO MGH-PO-700129.

On the Biomek i7, please shake the plate on the orbital shaker at 1,000 rpm for 5 minutes, and then place it on the i7 magnet for 2 minutes.

Thank you,

Sarah Goldberg, MD
Massachusetts General Hospital Cancer Center
55 Fruit Street, Yawkey 9E, Boston, MA 02114
Tel. (617) 555-0109 | Pager 2-4471""",
        "shake speed_rpm=1000 duration_s=300 @biomek_i7_hybrid > magnetic_separation duration_s=120 @biomek_i7_hybrid",
    ),
    # Emission 860 nm is above the SpectraMax's 850 nm limit.
    (
        "coreemail2-30",
        """Dear colleagues,

We are characterising near-infrared indocyanine green (ICG) nanoparticle formulations (batches ICG-NP-01 to ICG-NP-18) for an image-guided surgery project (EPSRC EP/V051234/1).

The black 96-well plate (ICGNP-FL-02) contains 200 µL per well of particle suspension at 1-50 µg/mL ICG in PBS; it was prepared on 2 July and shipped in a light-proof box on 3 July (Royal Mail SD 2210 4473 1GB). PO UCL-PO-99314.

Please read fluorescence on the SpectraMax with excitation at 780 nm and emission at 860 nm.

Kind regards,

Dr Tomasz Nowak
Department of Medical Physics & Biomedical Engineering, UCL
Malet Place Engineering Building, Room 3.09, London WC1E 6BT
Tel: +44 (0)20 7679 0331""",
        "halted",
    ),
    (
        "coreemail2-31",
        """Dear Core Facility Team,

We are screening 384 engineered transaminase variants (library TA-EVO-6) for activity and need the lysates clarified and re-plated.

Four 96 deep-well plates (TAE6-LYS-01 to -04) will arrive on 16 October; each well contains 500 µL of lysate (cells grown 24 h at 25 °C, lysed with 2 mg/mL lysozyme). PO: DTU-PO-2025-1183.

Please centrifuge the plates at 2,500 x g for 10 min at 4 °C in the Eppendorf 5810 R and then transfer 200 µL of the cleared lysate from each well into a fresh 96-well plate using the Biomek i7.

Med venlig hilsen / Best regards,

Dr Mads Christensen
DTU Biosustain, Kemitorvet Building 220, Room 112
2800 Kgs. Lyngby, Denmark
Tel: +45 45 25 71 44""",
        "spin rcf_g=2500 duration_s=600 temperature_c=4 @eppendorf_5810r > transfer volume_ul=200 @biomek_i7_hybrid",
    ),
    # "Speed 5" is not an rpm value.
    (
        "coreemail2-32",
        """Dear Automation Core,

We would like to run a bead-based cytokine assay on 80 patient sera (study CYT-SEP-3, ICU sepsis cohort) and need a gentle mixing step after bead addition.

The 384-well plate (CS3-BD-01) contains 10 µL of diluted serum (1:4) plus 10 µL of capture beads per well. It was shipped on 11 February on cold packs; PO 01-88473-CS.

Please put the plate on the BioShake at speed 5 for 30 minutes at room temperature, the same setting we use on our bench shaker.

Kind regards,

Dr Elena Rossi
Dipartimento di Medicina Interna, Università di Padova
Via Giustiniani 2, 35128 Padova
Tel. +39 049 821 7714""",
        "ask",
    ),
    (
        "coreemail2-33",
        """Dear Dr Green,

Thank you for accommodating our cytotoxicity study (project LDH-NP-2) at short notice. We are testing 10 silver-nanoparticle formulations on A549 cells.

The clear 96-well plate (LDH2-A549-01) was seeded yesterday at 10,000 cells per well in 100 µL, and dosed this morning with 0-200 µg/mL nanoparticles. Our technician will deliver it today by 14:00; PO NTU-55129.

Please incubate the plate in the Cytomat 2C450 at 37 °C with 5% CO2 for 24 h, then spin it at 300xg for 5 min in the VSpin, and finally transfer 50 µL of supernatant from each well into a fresh 96-well flat plate on the OT-2 for the LDH assay.

Best regards,

Dr Wei Lin Tan
School of Chemical & Biomedical Engineering, Nanyang Technological University
62 Nanyang Drive, N1.2-B2-14, Singapore 637459
Tel: +65 6790 4421""",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450 > spin rcf_g=300 duration_s=300 @agilent_vspin > transfer volume_ul=50 @opentrons_ot2",
    ),
    (
        "coreemail2-34",
        """Dear Core Team,

We are checking expression and purity of 24 nanobody-Fc fusions (NbFc-01 to NbFc-24) from our HEK Expi293 run of 14 January.

The 96-well full-skirted PCR plate (NBFC-CE-01) has the 24 samples in the first three columns, 20 µL each at about 0.5-2 mg/mL, already mixed with reducing sample buffer. Shipped on 17 January (GLS 9981 2274 11); PO KUL-PO-330172.

Please heat-denature the plate at 95 °C for 5 min on the ODTC, spin it down at 1,000 × g for 30 s on the VSpin, and then run the HT Protein Express assay on the LabChip for the 24 samples.

Met vriendelijke groet,

Dr Pieter Janssens
VIB-KU Leuven Center for Microbiology
Kasteelpark Arenberg 31, bus 2438, 3001 Leuven, Belgium
Tel. +32 16 37 49 83""",
        "incubate temperature_c=95 duration_s=300 @inheco_odtc > spin rcf_g=1000 duration_s=30 @agilent_vspin > run_assay assay=protein_express sample_count=24 @labchip_gx_touch_ht",
    ),
    # The Cytomat 2C450 (the only instrument with CO2 control) runs 4-50 °C.
    (
        "coreemail2-35",
        """Dear Automation Core,

We are preparing heat-inactivated serum-treated cultures for a complement study (project CMP-HI-2, donors D01-D16) and would like your incubator for the inactivation step.

The 24 deep-well plate (CMPHI-01) contains 2 mL per well of cells in medium with 10% donor serum; it left our lab on 6 March at 09:30 (courier job 77-1842). PO 44-LUMC-9012.

Please incubate the plate in the Cytomat 2C450 at 56 °C with 5% CO2 for 30 min to heat-inactivate the complement.

Hartelijke groet,

Dr Sanne de Vries
Department of Immunology, Leiden University Medical Center
Albinusdreef 2, Building 1, E3-Q, 2333 ZA Leiden
Tel. +31 71 526 8815""",
        "halted",
    ),
    # The spin and seal steps name no instrument, so they carry no device; "refrigerated store" is a 2C425 alias.
    (
        "coreemail2-36",
        """Dear Core Facility,

We would like to prepare assay-ready plates for our antibacterial screen (project ABX-384, 2,560 compounds from the Pathogen Box extension).

You should already have our 384-well source plates (ABX-S-01 to -08, 10 mM in DMSO, 15 µL per well) from the delivery of 18 November, and the eight empty 384-well assay plates (ABX-A-01 to -08) we sent with them. PO WEHI-PO-20391.

On the Tecan Fluent, please stamp 2 µL from each source plate into the matching assay plate. Then spin the assay plates at 100 x g for 1 min, heat-seal them at 170 °C for 2 s, and store them in the refrigerated store at 4 °C until we collect.

Kind regards,

Dr Jack Morrison
Walter and Eliza Hall Institute, 1G Royal Parade, Parkville VIC 3052, Australia
Tel: +61 3 9345 2771""",
        "transfer volume_ul=2 @tecan_fluent > spin rcf_g=100 duration_s=60 > seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    # Reagent addition with no volume.
    (
        "coreemail2-37",
        """Dear Automation Core Team,

We are running a Ca2+ flux end-point assay on iPSC-derived cardiomyocytes (line CM-iPS-4, differentiation batch D27) for our AHA award 24CDA1287.

The black 384-well plate (CMIPS4-FLX-01) contains cells in 25 µL of medium, treated with 8 compounds at 7 concentrations. It will be hand-carried on 22 April; PO 2025-UCI-3310.

On the Hamilton STAR, please add the Fluo-4 detection reagent to all wells, and afterwards read fluorescence at excitation 485 nm and emission 520 nm on the SpectraMax.

Thank you,

Dr Maya Patel
Department of Physiology & Biophysics, UC Irvine
Medical Sciences I, D-340, Irvine, CA 92697
Tel. (949) 555-0138""",
        "ask",
    ),
    (
        "coreemail2-38",
        """Dear Dr Andersson,

We are normalising 24 RNA samples for a pilot nanopore direct-RNA run (project DRNA-PLT, samples R01-R24).

The source 96-well plate (DRNA-SRC-01) has the RNA at 50-200 ng/µL, and the destination 96-well PCR plate (DRNA-NRM-01) already contains 7.5 µL of nuclease-free water per well in columns 1-3. Both were delivered on 4 September; PO SLU-PO-7712.

On the Hamilton STAR, please transfer 12.5 µL of each sample into columns 1-3 of the destination plate, and then mix columns 1-3 three times with 10 µL.

Vänliga hälsningar,

Dr Erik Lund
Swedish University of Agricultural Sciences, Dept. of Plant Biology
Almas allé 5, 756 51 Uppsala
Tel: +46 18 67 32 19""",
        "transfer volume_ul=12.5 wells=24 @hamilton_star > mix volume_ul=10 cycles=3 wells=24 @hamilton_star",
    ),
    (
        "coreemail2-39",
        """Dear Core Team,

We need high-sensitivity fragment analysis of 40 cfRNA-derived libraries (project CFR-LIB-2) before pooling.

The 96-well full-skirted PCR plate (CFR2-QC-01) already contains 18 µL of nuclease-free water in columns 1-5 (40 wells), and the libraries themselves are in a separate source plate (CFR2-LIB-01) at 1-5 ng/µL, 10 µL each. Both arrived with you on 27 June; PO UMCG-PO-41177.

Please transfer 2 µL of each library into columns 1-5 of the QC plate on the OT-2 and then run the LabChip DNA High Sensitivity assay on the 40 samples.

Kind regards,

Dr Femke Bakker
University Medical Center Groningen, Department of Genetics
Antonius Deusinglaan 1, 9713 AV Groningen
Tel: +31 50 361 7229""",
        "transfer volume_ul=2 wells=40 @opentrons_ot2 > run_assay assay=dna_high_sensitivity sample_count=40 @labchip_gx_touch_ht",
    ),
    # 400 samples exceed the LabChip's 384-sample run limit (and the wells of a 384 plate).
    # Debatable only if a planner would split the run; the e-mail asks for one run of 400 from a 384-well plate.
    (
        "coreemail2-40",
        """Dear Automation Core,

We have completed amplicon preparation for our grapevine SNP panel (project VIT-SNP-3, 400 accessions from the INRAE collection) and would like sizing on the LabChip.

The samples are in a 384-well PCR plate (VIT3-AMP-01) and a 96-well PCR plate (VIT3-AMP-02), 15 µL each at 5-20 ng/µL. Both were shipped on 14 May (TNT 770 441 298); PO INRAE-PO-55106.

As the chip preparation is good for 400 samples, please run the LabChip HT DNA 1K assay on all 400 samples in a single run from the 384-well plate.

Bien cordialement,

Dr Mathilde Girard
UMR AGAP, INRAE Montpellier
2 place Pierre Viala, Bâtiment 21, 34060 Montpellier
Tél. +33 4 99 61 22 18""",
        "halted",
    ),
    (
        "coreemail2-41",
        """Dear Core Facility Staff,

We are running a luciferase reporter assay for NF-kB activation in HEK293 cells transfected with our pNFkB-Luc construct (project NFK-REP-8).

The white 96-well plate (NFK8-TX-01) contains cells seeded at 20,000 per well in 100 µL, and the transfection complexes (100 ng DNA per well) were added immediately before shipping on 9 September; PO 5510-HKU-2291.

Please gently shake the plate on the BioShake at 600 rpm for 1 min to distribute the complexes, then incubate it in the Cytomat 2C450 at 37 °C with 5 % CO2 for 48 h. After that, add 50 µL of ONE-Glo reagent to every well on the Biomek i5 and read luminescence with a 1 s integration on the SpectraMax.

Best wishes,

Dr Kelvin Cheung
School of Biomedical Sciences, The University of Hong Kong
21 Sassoon Road, L4-45 Laboratory Block, Pokfulam, Hong Kong
Tel: +852 3917 6632""",
        "shake speed_rpm=600 duration_s=60 @qinstruments_bioshake_3000t_elm > incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 > transfer volume_ul=50 @biomek_i5 > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    # "A drop" of mineral oil is not a volume.
    (
        "coreemail2-42",
        """Dear Automation Core,

We are setting up isothermal LAMP reactions for on-site detection of Phytophthora (project PHY-LAMP-2) and are trialling them in your facility first.

The 96-well PCR plate (PHYL2-R01) contains 25 µL of complete LAMP reaction per well (1.6 µM FIP/BIP, 0.2 µM F3/B3, 8 U Bst 2.0). Shipped on 2 August on ice, Parcel2Go 4471-88120; PO FERA-PO-2281.

To prevent evaporation, please overlay each well with one drop of mineral oil on the Opentrons Flex.

Regards,

Dr Oliver Hughes
Fera Science Ltd, York Biotech Campus
Sand Hutton, York YO41 1LZ
Tel: 01904 462 318""",
        "ask",
    ),
    # Corrected duration: 15 min then "sorry, 10 min".
    (
        "coreemail2-43",
        """Dear Dr Rahimi,

We are processing 48 tumour biopsies from the NEOADJ-2 trial (patients P001-P048) for proteomic profiling and would like the clarification done in your facility.

Each 1.5 mL tube (NA2-T001 to NA2-T048) contains about 20 mg of tissue homogenised in 600 µL of RIPA buffer; they were stored at -80 °C and will be shipped on dry ice on 12 March. PO: UHN-PO-781144.

Please centrifuge the tubes in the 5424 R at 13,000 x g for 15 min (sorry, 10 min is what we validated) at 4 °C, and then use the Hamilton STAR to transfer 500 µL of each supernatant into fresh 2 mL tubes.

Kind regards,

Dr Naveen Reddy
Princess Margaret Cancer Centre, 101 College Street, TMDT 11-305
Toronto, ON M5G 1L7, Canada
Tel: 416-555-0144 ext. 2""",
        "spin rcf_g=13000 duration_s=600 temperature_c=4 @eppendorf_5424r > transfer volume_ul=500 @hamilton_star",
    ),
    (
        "coreemail2-44",
        """Dear Automation Core Team,

We are extracting plasmid DNA from 96 Golden Gate assembly clones (project GG-MOCLO-4) and would like to run the purification on your KingFisher.

The 96 deep-well plate (GGM4-PLS-01) contains pelleted cells from 1.5 mL overnight cultures, resuspended in 250 µL of buffer P1 with RNase A (100 µg/mL). It was sent on 28 February with same-day courier job 4410; PO 2025-JIC-0772.

Please run the KingFisher Flex program PurePlasmid_96_KF and then store the elution plate in the Cytomat 2C425 at 4 °C until we collect it.

Best regards,

Dr Hamza Qureshi
John Innes Centre, Norwich Research Park
Colney Lane, Norwich NR4 7UH
Tel: 01603 450 219""",
        "run_program program=PurePlasmid_96_KF @kingfisher_flex > store temperature_c=4 @cytomat_2c425",
    ),
    # 25,000 x g is above both tube centrifuges (5424 R 21,130; 5810 R fixed-angle 20,133).
    (
        "coreemail2-45",
        """Dear Core Facility,

We are isolating mitochondria from mouse brain (project MITO-NEU-3, animals 1-16) and need a high-speed pelleting step.

The sixteen 1.5 mL tubes (MN3-01 to MN3-16) each contain 1 mL of post-nuclear supernatant that has already been spun at 1,300 x g at our end. They will arrive on ice on 19 June; PO HMS-PO-30481.

Please pellet the mitochondria at 25,000 x g for 10 min at 4 °C in the Eppendorf 5424 R.

Sincerely,

Dr Anna Kowalczyk
Department of Neurobiology, Harvard Medical School
220 Longwood Avenue, Goldenson 428, Boston, MA 02115
Phone (617) 555-0172""",
        "halted",
    ),
    (
        "coreemail2-46",
        """Dear Dr Müller,

Thank you for agreeing to help with our high-throughput lentiviral titration (project LV-TITER-5).

We will deliver two 96 deep-well plates (LVT5-SUP-01 and -02) on 8 July; each well contains 800 µL of producer-cell supernatant harvested 48 h post-transfection. PO number ETH-PO-2025-8841.

Please centrifuge both plates at 2,500 rcf for 10 min in the HiG4 to remove cell debris, and then transfer 150 µL of cleared supernatant from each well into a fresh 96-well plate on the Biomek i7.

Freundliche Grüsse,

Dr Lukas Baumann
ETH Zürich, Department of Biosystems Science and Engineering
Klingelbergstrasse 48, 4056 Basel, Switzerland
Tel. +41 61 387 33 19""",
        "spin rcf_g=2500 duration_s=600 @bionex_hig4 > transfer volume_ul=150 @biomek_i7_hybrid",
    ),
    # The magnet step names no instrument (the Flex has none), so it carries no device;
    # the 5-minute room-temperature binding is an incubate step with only a duration.
    (
        "coreemail2-47",
        """Dear Automation Core,

We are purifying His-tagged enzyme variants using magnetic Ni-NTA beads (project ENZ-HIS-9, 32 variants).

The 96-well plate (EH9-BND-01) contains 150 µL of cleared lysate in wells A1-H4; the remaining wells are empty. It will arrive on 13 May by internal mail (bag 44); PO UoM-PO-661290.

On the Opentrons Flex, please add 30 µL of Ni-NTA magnetic beads to wells A1-H4 (32 samples) and mix wells A1-H4 ten times at 40 µL. Then incubate for 5 min at room temperature and place the plate on a magnet for 3 min.

Best regards,

Dr Grace Osborne
Manchester Institute of Biotechnology, 131 Princess Street
Manchester M1 7DN
Tel: 0161 306 5177""",
        "transfer volume_ul=30 wells=32 @opentrons_flex > mix volume_ul=40 cycles=10 wells=32 @opentrons_flex > incubate duration_s=300 > magnetic_separation duration_s=180",
    ),
    # Two wavelengths left unsettled.
    (
        "coreemail2-48",
        """Dear Core Team,

We are running a colorimetric p-nitrophenyl phosphate phosphatase assay on 40 PTP1B mutants (project PTP-MUT-2).

The clear 96-well plate (PTPM2-01) contains 100 µL per well of reaction, stopped with 50 µL of 1 M NaOH at our end on 21 October. It will be delivered the same afternoon; PO 2025-UQ-4419.

Please read absorbance at 405 or 414 nm on the plate reader, whichever suits your set-up.

Kind regards,

Dr Liam O'Sullivan
Institute for Molecular Bioscience, The University of Queensland
306 Carmody Road, St Lucia QLD 4072, Australia
Tel: +61 7 3346 2219""",
        "ask",
    ),
    (
        "coreemail2-49",
        """Dear Automation Core,

We are measuring NADH depletion in a lactate dehydrogenase inhibitor screen (project LDH-INH-4, 80 compounds).

The black 96-well plate (LDHI4-RX-01) has 100 µL of completed reaction per well and was sealed at our end immediately after the 30 min reaction at 25 °C on 15 January. It arrives today by courier (DPD 1554 8810 2281); PO 77190-NCL.

Please peel the seal on the XPeel, read fluorescence at excitation 340 nm and emission 460 nm on the SpectraMax, and then park the plate in the Cytomat 24 hotel.

Many thanks,

Dr Rhys Llewellyn
Newcastle University Biosciences Institute, Cookson Building
Framlington Place, Newcastle upon Tyne NE2 4HH
Tel: 0191 208 7714""",
        "peel @azenta_xpeel > read_fluorescence excitation_nm=340 emission_nm=460 @spectramax_i3x > store @cytomat_24",
    ),
    # BioShake tops out at 3,000 rpm; the Biomek on-deck shakers are lower still.
    (
        "coreemail2-50",
        """Dear Automation Core Team,

We are trying to resuspend tightly packed yeast pellets in 384-well format for a high-throughput lysis screen (project YLS-384, 1,536 strains split across four plates).

The four 384-well plates (YLS-P1 to YLS-P4) contain 40 µL of lysis buffer on top of each pellet; they were spun at 1,000 x g at our end on 3 April. PO: UBC-PO-33120.

Please shake each plate on the BioShake at 3,500 rpm for 2 min to resuspend the pellets completely.

Best regards,

Dr Jasmine Kaur
Michael Smith Laboratories, University of British Columbia
2185 East Mall, Room 322, Vancouver, BC V6T 1Z4
Tel. 604-555-0193""",
        "halted",
    ),
    (
        "coreemail2-51",
        """Dear Dr Papadopoulos,

We would like to amplify 96 HLA class I loci for our transplant-matching study (project HLA-TX-2, donors D001-D096).

The 96-well PCR plate (HLATX2-PCR-01) already contains 20 µL of complete reaction in every well (10 µL of 2x master mix, 0.4 µM primers, 20 ng genomic DNA). It will arrive on 3 June by courier; PO AUTH-PO-2025-117.

Please run the plate on the ODTC with an initial denaturation at ninety-five degrees for two minutes, then thirty-five cycles of 95 °C for 15 seconds and 60 °C for one minute, and finally hold at 4 °C.

Με εκτίμηση / With kind regards,

Dr Eleni Georgiou
Laboratory of Immunogenetics, Aristotle University of Thessaloniki
University Campus, Building B, Room 214, 54124 Thessaloniki
Tel. +30 2310 999 412""",
        "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 hold_c=4 @inheco_odtc",
    ),
    # "have the PF400 transfer them" is a plate move, not a liquid transfer.
    (
        "coreemail2-52",
        """Dear Core Facility,

Our organoid drug-response plates (project ORG-DR-7, lines PDO-11, -14 and -19) were dropped into your Cytomat 24 hotel this morning, as arranged with Priya on ext. 4471.

Each of the three 96-well plates (ODR7-01 to -03) contains organoids embedded in 10 µL of Matrigel domes with 90 µL of medium, freshly dosed with 0.01-10 µM compounds. PO 2025-HUB-0119.

Please retrieve the plates from the Cytomat 24, have the PF400 transfer them to the CO2 incubator, and incubate them at 37 °C with 5% CO2 for 6 hrs.

Kind regards,

Dr Lotte van Dijk
Hubrecht Institute, Uppsalalaan 8, 3584 CT Utrecht
Room 3.12
Tel: +31 30 212 1874""",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > incubate temperature_c=37 duration_s=21600 co2_percent=5 @cytomat_2c450",
    ),
    # Plate washer: the lab has none.
    (
        "coreemail2-53",
        """Dear Automation Core,

We are running a cell-based ELISA on fixed HUVECs for our VEGF-response study (project VEG-CB-3).

The 96-well plates (VEGCB3-01 and -02) contain fixed cells with 100 µL of primary antibody solution per well (1:500); they were fixed with 4% PFA on 5 December and will be delivered on the 6th. PO 4412-KCL-8801.

Please wash the plates 3 times with 300 µL of PBS-T on your BioTek 405 TS plate washer before we add the secondary.

Kind regards,

Dr Amara Eze
King's College London, Cardiovascular Division
James Black Centre, 125 Coldharbour Lane, London SE5 9NU
Tel: 020 7848 5512""",
        "ask",
    ),
    (
        "coreemail2-54",
        """Dear Dr Petrov,

We are running a fluorescein-based protease assay in 384-well format for our cathepsin inhibitor series (project CAT-INH-6).

The black 384-well plate (CATI6-384-01) already contains 15 µL of enzyme with compound in every well; only columns 1-12 are assay wells, columns 13-24 are reserved for a later run. Shipped on 11 September (FedEx 7740 2218 5531); PO: NUS-PO-99120.

On the Tecan Fluent, please add 5 µL of substrate to columns 1-12 of the 384-well plate. Then spin the plate at 1,000 ×g for 1 min in the VSpin and read fluorescence (ex 485 nm / em 528 nm) on the SpectraMax.

Best regards,

Dr Mei Ling Goh
Department of Pharmacy, National University of Singapore
18 Science Drive 4, Block S4A, #03-12, Singapore 117543
Tel: +65 6516 2641""",
        "transfer volume_ul=5 wells=192 @tecan_fluent > spin rcf_g=1000 duration_s=60 @agilent_vspin > read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x",
    ),
    # The Cytomat 2C425 holds 4-25 °C; no other store controls temperature.
    (
        "coreemail2-55",
        """Dear Automation Core,

We have prepared enzyme-substrate plates for a stability study (project STAB-ENZ-2) and need them held cold between time points.

Six 96-well plates (SE2-T0 to SE2-T5) each contain 80 µL per well of enzyme at 0.5 mg/mL in 20 mM Tris pH 8.0; they were sealed at our end and shipped on 4 March with cold packs (tracking 1Z 44A 099 12 7781 2290). PO UoE-PO-20194.

Please keep them in the Cytomat 2C425 at 2 °C until each scheduled time point.

With thanks,

Dr Fraser Campbell
Institute of Quantitative Biology, Biochemistry & Biotechnology
University of Edinburgh, Max Born Crescent, Edinburgh EH9 3BF
Tel: 0131 650 7731""",
        "halted",
    ),
    # The plate-spin step names no centrifuge, so no device.
    (
        "coreemail2-56",
        """Dear Core Team,

We are quantifying SARS-CoV-2 N1 and N2 targets in archived wastewater extracts (project CVW-ARC, 368 samples collected Jan 2021-Dec 2022).

The 384-well PCR plate (CVWARC-Q03) already contains 6 µL of one-step RT-qPCR master mix in every well, and the extracts are in two 96-well source plates (CVWARC-E05 and -E06). All were delivered on 26 February; PO 2025-UoB-8840.

On the Tecan Fluent, please add 4 µL of extract to each well of the 384-well plate. Seal the plate on the a4S at 160 °C for 2.5 s, spin it at 1,000 x g for 1 min, and then run it on the CFX384: 95 °C for 10 min, followed by forty cycles of 95 °C for 15 sec and 60 °C for 1 min.

Kind regards,

Dr Nasrin Akhtar
School of Biosciences, University of Birmingham
Edgbaston, Birmingham B15 2TT
Tel: 0121 414 5589""",
        "transfer volume_ul=4 @tecan_fluent > seal temperature_c=160 duration_s=2.5 @azenta_a4s > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "coreemail2-57",
        """Dear Automation Core,

We are running an antibody-capture step for a phage-display selection (project PHG-SEL-5, round 3) and would like to use the thermal position on your Biomek i5.

The 96-well plate (PS5-R3-01) contains streptavidin-coated beads with 100 µL of biotinylated antigen at 50 nM per well, already blocked with 2% BSA. It will arrive on 19 August on ice; PO 2025-UZH-3317.

On the Biomek i5, please incubate the plate at 4 °C for 15 min on the thermal position, then transfer 100 μl of phage input (10^11 pfu/mL) into every well, also on the i5.

Beste Grüsse,

Dr Nina Keller
Department of Biochemistry, University of Zurich
Winterthurerstrasse 190, Y44-J-48, 8057 Zürich
Tel. +41 44 635 55 82""",
        "incubate temperature_c=4 duration_s=900 @biomek_i5 > transfer volume_ul=100 @biomek_i5",
    ),
    (
        "coreemail2-58",
        """Dear Dr Osei-Bonsu,

We are cherry-picking 12 positive hybridoma clones (HYB-CL-03, -07, -11, -19, -22, -27, -31, -38, -40, -44, -52 and -59) for sequencing.

The RNA lysates are in 1.5 mL tubes, 50 µL each, and the receiving 96-well PCR plate (HYB-SEQ-01) is empty. Both were delivered on 30 January; PO 2025-OX-77102.

On the Hamilton STAR, please transfer 10 uL of each lysate into row A of the PCR plate (A1-A12), and then heat-seal the plate on the a4S at 165 °C for 3 s.

Best wishes,

Dr Charlotte Evans
Sir William Dunn School of Pathology, University of Oxford
South Parks Road, Oxford OX1 3RE
Tel: +44 (0)1865 275 519""",
        "transfer volume_ul=10 wells=12 @hamilton_star > seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    (
        "coreemail2-59",
        """Dear Core Facility,

We need RNA integrity checks for 60 human islet RNA extracts (project ISL-RNA-4, donors H101-H160) before library preparation.

The 96-well full-skirted PCR plate (ISL4-RIN-01) contains 12 µL of RNA per well at 20-150 ng/µL and is sealed with foil. It was shipped on dry ice on 7 October (World Courier 44-10982); PO 2025-LUND-4418.

Please remove the seal on the XPeel and run the LabChip RNA assay on the 60 samples.

Med vänliga hälsningar,

Dr Johan Berg
Lund University Diabetes Centre, CRC
Jan Waldenströms gata 35, 214 28 Malmö
Tel. +46 40 39 11 47""",
        "peel @azenta_xpeel > run_assay assay=rna sample_count=60 @labchip_gx_touch_ht",
    ),
    (
        "coreemail2-60",
        """Dear Automation Core Team,

We are seeding THP-1 cells for a macrophage polarisation screen (project MAC-POL-2) and would like the dispensing done on your Biomek.

Three 15 mL conical tubes (MP2-C1 to -C3) each contain about 12 mL of cell suspension at 5 x 10^5 cells/mL in RPMI with 100 ng/mL PMA. They will arrive at 08:30 on 17 March; PO 2025-BCM-2210.

Please pellet the cells at 500 x g for 5 min in the Eppendorf 5810 R, and, once we have resuspended them, dispense 100 µL of cell suspension into each well of two 96-well plates on the Biomek i7. Then place the plates in the Cytomat 2C450 at 37 °C and 5% CO2 for about 18 h.

Kind regards,

Dr Fatima Al-Sayed
Department of Molecular Virology & Microbiology
Baylor College of Medicine, One Baylor Plaza, Houston, TX 77030
Tel. (713) 555-0167""",
        "spin rcf_g=500 duration_s=300 @eppendorf_5810r > transfer volume_ul=100 @biomek_i7_hybrid > incubate temperature_c=37 duration_s=64800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "coreemail2-61",
        """Dear Dr Ivanova,

We are measuring NanoBiT complementation in HEK293 cells expressing our LgBiT/SmBiT fusion pairs (project NBT-PPI-3, 24 pairs).

The white 96-well plate (NBT3-01) contains live cells in 80 µL of Opti-MEM per well; they were transfected on 10 April and will be delivered on the 12th. PO 2025-CU-55190.

Please add 20 µL of Nano-Glo Live Cell reagent to every well on the OT-2 and then read luminescence on the SpectraMax.

Best regards,

Dr Jonathan Price
Department of Pharmacology, University of Cambridge
Tennis Court Road, Cambridge CB2 1PD
Tel: 01223 334 177""",
        "transfer volume_ul=20 @opentrons_ot2 > read_luminescence @spectramax_i3x",
    ),
    # Annealing temperature corrected from 55 to 57 °C within the e-mail.
    (
        "coreemail2-62",
        """Dear Automation Core,

We are amplifying mitochondrial COI barcodes from 32 freshwater invertebrate specimens (project BAR-FW-6, specimens FW-0601 to FW-0632).

The 96-well PCR plate (BFW6-PCR-01) already contains 5 µL of DNA extract (1-10 ng/µL) in columns 1-4. Shipped on 22 July on cold packs; PO 2025-NHM-3318.

On the Opentrons Flex, please add 20 µL of PCR master mix to columns 1-4 only. Seal the plate on the a4S at 180 °C for 2 s, then cycle it on the ODTC: 94 °C for 1 min; 35 cycles of 94 °C for 30 s, 55 °C for 30 s and 72 °C for 45 s; 72 °C for 5 min; hold at 4 °C. Correction: the annealing should be 57 °C, not 55 °C, for this primer pair.

Kind regards,

Dr Holly Marsden
Natural History Museum, Molecular Biology Laboratories
Cromwell Road, London SW7 5BD
Tel: 020 7942 5622""",
        "transfer volume_ul=20 wells=32 @opentrons_flex > seal temperature_c=180 duration_s=2 @azenta_a4s > run_pcr cycles=35 initial_denaturation_c=94 initial_denaturation_s=60 denaturation_c=94 denaturation_s=30 annealing_c=57 annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    # The 37 °C / 30 min BCA development names no instrument, so it carries no device.
    (
        "coreemail2-63",
        """Dear Core Team,

We are quantifying total protein in 80 bronchoalveolar lavage samples (study BAL-COPD-2) with a BCA assay.

The clear 96-well plate (BALC2-BCA-01) contains 25 µL per well of standards (0-2,000 µg/mL BSA) and samples diluted 1:2. It will arrive on 5 November; PO 2025-IMP-9910.

On the Biomek i5, please add 200 µL of BCA working reagent to every well. Shake the plate on the BioShake at 600 rpm for 30 s, incubate at 37 °C for 30 min, and then read absorbance at 562 nm on the SpectraMax.

Kind regards,

Dr Rachel Adebayo
National Heart & Lung Institute, Imperial College London
Guy Scadding Building, Dovehouse Street, London SW3 6LY
Tel: +44 (0)20 7594 7941""",
        "transfer volume_ul=200 @biomek_i5 > shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    # The plates were sealed earlier today (past tense): no seal step is requested.
    (
        "coreemail2-64",
        """Dear Automation Core,

Quick request regarding our archived DNA plates (project ARC-DNA-9): they were sealed on your a4S earlier today during Tom's session (plates AD9-01 to -06, 30 µL of DNA at 10 ng/µL per well). PO 2025-EMBL-4477.

Please have the PF400 move the sealed plates from the sealer to the Cytomat 24 and store them there until our pickup on 2 May.

Thank you,

Dr Ana Ribeiro
EMBL Heidelberg, Genomics Core Facility
Meyerhofstraße 1, 69117 Heidelberg, Room V-206
Tel. +49 6221 387 8812""",
        "move_plate @precise_pf400 > store @cytomat_24",
    ),
    (
        "coreemail2-65",
        """Dear Dr Sørensen,

We are extracting genomic DNA from 96 Bacillus subtilis mutants (project BSU-KO-3) and would like to use the Hamilton and your high-g centrifuge for the lysis and clearing steps.

The 96 deep-well plate (BKO3-GD-01) contains 200 µL of overnight culture per well (cultures grown in LB with 5 µg/mL chloramphenicol). It will be delivered on 2 December; PO 2025-AU-1180.

On the Hamilton STAR, please add 500 microlitres of lysis buffer to every well and mix 5 times with 400 µL. Then spin the plate at 2,000 x g for 15 mins in the HiG4.

Venlig hilsen,

Dr Anders Holm
Department of Molecular Biology & Genetics, Aarhus University
Gustav Wieds Vej 10, Building 3130, 8000 Aarhus C
Tel. +45 87 15 44 29""",
        "transfer volume_ul=500 @hamilton_star > mix volume_ul=400 cycles=5 @hamilton_star > spin rcf_g=2000 duration_s=900 @bionex_hig4",
    ),
    (
        "coreemail2-66",
        """Dear Automation Core Team,

We are running a β-galactosidase (ONPG) reporter assay on 48 promoter variants (project PRM-LACZ-2).

The clear 96-well plate (PLZ2-01) contains 100 µL of permeabilised cells in Z-buffer in rows A-D (48 wells); rows E-H are empty. It was shipped on 27 August with courier job 55-9102; PO 2025-WUR-3308.

On the Tecan Fluent, please add 50 µL of ONPG (4 mg/mL) to rows A-D only, and then read absorbance at 405 nm on the SpectraMax.

Met vriendelijke groet,

Dr Bram Visser
Wageningen University & Research, Laboratory of Microbiology
Stippeneng 4, 6708 WE Wageningen
Tel. +31 317 48 31 06""",
        "transfer volume_ul=50 wells=48 @tecan_fluent > read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "coreemail2-67",
        """Dear Core Facility,

We are performing an on-deck lysis for bacterial colony PCR screening (project COL-SCR-8) and would like to use the heating and shaking positions on your Biomek i7.

The 96-well PCR plate (CS8-LYS-01) contains one picked colony per well in 50 µL of alkaline lysis buffer (20 mM NaOH). Delivered on 12 September; PO 2025-UMICH-4410.

On the Biomek i7, please incubate the plate at 65 °C for 10 min on the heating block, then shake it on the i7 at 1,100 rpm for 2 min.

Thanks,

Dr Kevin O'Brien
Department of Microbiology & Immunology, University of Michigan
1150 W. Medical Center Dr., 5641 MSRB II, Ann Arbor, MI 48109
Phone: (734) 555-0115""",
        "incubate temperature_c=65 duration_s=600 @biomek_i7_hybrid > shake speed_rpm=1100 duration_s=120 @biomek_i7_hybrid",
    ),
    (
        "coreemail2-68",
        """Dear Automation Core,

We have prepared Illumina libraries from 94 Arabidopsis accessions (project ATH-1001-R, plus two negative controls) and need fragment analysis before pooling.

The 96-well full-skirted PCR plate (ATR-LIB-02) contains 15 µL of each library at 2-15 ng/µL; it was sealed with foil at our end and shipped on 19 March (DHL 2214 7710 93). PO 2025-GMI-0318.

Please peel the plate on the XPeel and run the LabChip NGS 3K assay on 94 samples.

Mit freundlichen Grüßen,

Dr Magdalena Huber
Gregor Mendel Institute, Dr. Bohr-Gasse 3, 1030 Wien
Tel. +43 1 79044 9820""",
        "peel @azenta_xpeel > run_assay assay=dna_ngs_3k sample_count=94 @labchip_gx_touch_ht",
    ),
    (
        "coreemail2-69",
        """Dear Dr Nakashima,

We are extracting gDNA from cultured fibroblasts for our rare-disease genome programme (project RD-FIB-12, patients 1-24) and would like the full workflow run on your KingFisher.

The 24 deep-well plate (RDF12-KF-01) contains about 1 x 10^6 cells per well pelleted and resuspended in 200 µL of PBS. Delivered on 6 June; PO 2025-GOSH-2217.

Please run the KingFisher Flex programme Cells_gDNA_24DW. Before that, add 200 µL of proteinase K lysis buffer to every well on the Biomek i5 and then digest on the BioShake at 900 rpm and 56 ºC for 10 min.

Kind regards,

Dr Sophie Grant
Great Ormond Street Institute of Child Health, UCL
30 Guilford Street, London WC1N 1EH
Tel: 020 7905 2781""",
        "transfer volume_ul=200 @biomek_i5 > shake speed_rpm=900 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > run_program program=Cells_gDNA_24DW @kingfisher_flex",
    ),
    # The whole plate is filled (8 rows x 12), so no wells= subset; "plate fridge" is a 2C425 alias.
    (
        "coreemail2-70",
        """Dear Automation Core Team,

We are preparing aliquots of a reference serum panel for an inter-laboratory ring trial (project RT-SERO-5, panel members S1-S8).

The panel is in eight 15 mL conical tubes, 10 mL each, at the stated antibody titres (1:100 to 1:12,800); they were thawed on 14 January and kept at 4 °C since. PO: 2025-PHE-7719.

Please use the OT-2 to fill the whole 96 deep-well plate with one hundred and fifty microliters per well, each panel member going into its own row (12 wells per member), and then keep the plate in the plate fridge at 4 degrees C until shipment.

Best regards,

Dr Matthew Collins
UK Health Security Agency, Porton Down
Salisbury SP4 0JG
Tel: 01980 612 441""",
        "transfer volume_ul=150 @opentrons_ot2 > store temperature_c=4 @cytomat_2c425",
    ),
]
