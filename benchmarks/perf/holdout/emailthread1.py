"""Hold-out batch "emailthread1": lab intents pasted from e-mail threads.

Style: whole e-mail threads between a scientist (or a colleague forwarding for
them) and the lab-automation core, pasted into the planner as they arrived.
Newest message on top (or answers inline under quoted questions); older
messages are quoted with "> " lines, "-----Original Message-----" blocks or
"---------- Forwarded message ---------" headers.

Traps:
- a correction in a later reply overrides a value in the quoted text (in both
  directions: a bad quoted value corrected to a legal one gives a plan; a
  legal quoted value "corrected" to one outside every instrument gives halted);
- "rest as below" / "as discussed": steps that only appear in the quoted text
  still belong to the plan;
- signatures, out-of-office notices and headers carry phone numbers,
  extensions, room numbers, dates, barcodes, lot numbers and plate counts that
  are not settings (some look like speeds or forces);
- the latest message may leave a question open ("595 or 600?") -> ask;
- steps are listed in the order they must run, not the order mentioned.
"""

NAME = "emailthread1"

CASES: list[tuple[str, str, str]] = [
    (
        "emailthread1-01",
        """Re: ELISA plate tomorrow

Hi Core team,

Small change to what I sent Monday: please read at 450 nm, not 405 - wrong substrate in my template. Everything else as below.

Thanks,
Mei-Ling Tan
Immunology, Rm 4.112 | x5521

> From: Mei-Ling Tan
> Sent: Monday 3 June 2024 16:02
> Subject: ELISA plate tomorrow
>
> Could the automation core take plate ELISA-07 after the stop solution: shake it on the BioShake at 600 rpm for 60 s, spin 1 min at 500 x g to knock the bubbles down, then read absorbance at 405 nm.""",
        "shake speed_rpm=600 duration_s=60 @qinstruments_bioshake_3000t_elm > spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=450",
    ),
    (
        "emailthread1-02",
        """RE: spin for the pellet plates

Sorry, typo in my last one - 6,000 x g is our Sorvall setting for bottles. For the deep-well plates on your side please use 3,000 x g, 10 min, room temp. Rest as below.

Jonas

-----Original Message-----
From: Jonas Weber
Sent: 05 June 2024 11:40
> Please spin the two 96 deep-well plates at 6,000 x g for 10 min at RT, then transfer 0.5 mL of supernatant from each well into a fresh deep-well plate on the STAR.""",
        "spin rcf_g=3000 duration_s=600 > transfer volume_ul=500 @hamilton_star",
    ),
    (
        "emailthread1-03",
        """Re: shaker step

Mario,
As discussed at the bench this morning, bump the shaking up to 3,500 rpm - the beads aren't resuspending at the lower speed. Keep the 5 min at 25 °C.
- Sofia

On Tue, 11 Jun 2024 at 09:14, Sofia Russo wrote:
> Please put the bead plate on the BioShake, 1800 rpm, 5 min, 25 °C.""",
        "halted",
    ),
    (
        "emailthread1-04",
        """Fwd: tube prep

Forwarding from Amir (he's travelling). Can you set this up? - Lena, Rm B-207, +1 617 555 0148

---------- Forwarded message ---------
From: Dr. Amir Haddad
Date: Wed, 12 Jun 2024
Subject: tube prep
Vortex the 24 Eppendorf tubes for 10 s, then spin them down at 2,000 x g for 1 min in the 5424R.""",
        "ask",
    ),
    (
        "emailthread1-05",
        """Re: Overnight culture plates

Automatic reply: I am out of the office until 24 June with limited access to email. For urgent matters please contact Kwame Mensah on ext. 3321.

> From: Dr. Hannah Okafor
> Please incubate the transfected 96-well plates in the Cytomat at 37 degC, 5 % CO2 for 48 h, then read luminescence with 0.5 s integration on the SpectraMax.
>
> Hannah Okafor, PhD | Room 2.047 | Tel +44 20 7946 0312""",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    # Two-step qPCR: the 60 C step is annealing only, so no extension keys.
    (
        "emailthread1-06",
        """Re: qPCR run 14 June

Hi Priya - yes, as discussed: 40 cycles, not 45. Annealing stays 60 C for 30 s. Go ahead.
Tom

> Tom, for the 384 plate: seal it on the a4S (170 C, 2 s), spin 1 min at 1000 x g, then run it on the CFX384: 95 C 3 min, then 45 cycles of 95 C 10 s / 60 C 30 s (two-step, no separate extension).
> Should I go with 40 or 45 cycles?
> Priya Raman, Rm 5.19, x4470""",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "emailthread1-07",
        """RE: Pellet cells before lysis

Yes please go ahead - use 1,200 rpm for 5 min like we do on the Heraeus, 4 C.

> > Could you spin my 15 mL tubes down before lysis?
> Sure - what speed and time?""",
        "ask",
    ),
    # "Pull ... from the Cytomat 24" is its own retrieve step; slot 12 and lot 2231-07 are context.
    (
        "emailthread1-08",
        """Fwd: RNA extraction for batch 3

Please see below from Ines. The plate is in the plate hotel, slot 12.
Bram | Automation Core | Rm G.03

---------- Forwarded message ----------
From: Ines Duarte
Subject: RNA extraction for batch 3
Please pull the sample deep-well plate from the Cytomat 24, peel it on the XPeel and run the KingFisher program MagMAX_Viral_Pathogen_Flex. 96 samples, lot 2231-07.""",
        "retrieve @cytomat_24 > peel @azenta_xpeel > run_program program=MagMAX_Viral_Pathogen_Flex @kingfisher_flex",
    ),
    (
        "emailthread1-09",
        """Re: LabChip QC of libraries

Correction to my earlier email: it's 88 libraries, not 96 - column 12 is blanks, skip it. Same assay (DNA High Sensitivity).

Best, Oluwaseun

> On 18/06/2024 Oluwaseun Adeyemi wrote:
> Hi, please peel the library plate and run the DNA High Sensitivity assay on the LabChip GX Touch for 96 samples. Thanks!""",
        "peel > run_assay assay=dna_high_sensitivity sample_count=88 @labchip_gx_touch_ht",
    ),
    (
        "emailthread1-10",
        """Re: foil seal for long-term storage

Hi both - Chen here. Followed up with the film rep: this foil needs 220 ºC for 3 s on the sealer, so please use that instead of 175. Then into the plate fridge at 4 degrees as planned.

Chen Jie | Rm 3.301 | +86 21 5555 0199

> Please seal the compound plates (175 C, 3 s) and store them in the 2C425 at 4 C.""",
        "halted",
    ),
    (
        "emailthread1-11",
        """Re: Re: standard curve

Jess, answers inline below. All pipetting on the OT-2.

> Volume per well?
50 ul of each standard into columns 1-3 of the flat-bottom 96 plate.
> Anything after that?
Add 50 ul of detection reagent to the same 24 wells, mix 3x with 40 ul, then read fluorescence ex 485 / em 528.""",
        "transfer volume_ul=50 wells=24 @opentrons_ot2 > transfer volume_ul=50 wells=24 @opentrons_ot2 > mix volume_ul=40 cycles=3 wells=24 @opentrons_ot2 > read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "emailthread1-12",
        """Re: growth curve plate

Hi, yes please, same as last week: incubate at 30 C for 16 h, then read the OD on the SpectraMax.
Thx, Raj (out Fri)

> Do you want the same as last week? I don't have last week's settings to hand.""",
        "ask",
    ),
    (
        "emailthread1-13",
        """Re: Plasmid minipreps

Thanks! As discussed, change the spin to 13,000 ×g (not 16,000 - the old tubes crack). 2 min, room temperature, in the 5424R.
Best,
Dr. Ana Lima
Lab 214 | +55 11 5555 0101

>> please spin the 24 minipreps at 16,000 x g for 2 min then transfer 50 μl of eluate into a fresh PCR strip with the Flex.""",
        "spin rcf_g=13000 duration_s=120 @eppendorf_5424r > transfer volume_ul=50 @opentrons_flex",
    ),
    (
        "emailthread1-14",
        """Re: colony PCR plate

Before you ask - the plate needs sealing first (a4S, 165 C, 1.5 s). Then on the ODTC:
98 C 2 min;
30 cycles of 98 C 10 s, 55 C 20 s, 72 C 45 s;
72 C 5 min; hold at 4 C.

> Can you run my colony PCR plate? Program to follow, temps TBC.
> Georg (Rm 1.22)""",
        "seal temperature_c=165 duration_s=1.5 @azenta_a4s > run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=120 denaturation_c=98 denaturation_s=10 annealing_c=55 annealing_s=20 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "emailthread1-15",
        """Re: Re: PCR

Just use your standard program, 35 cycles. Annealing - whatever you normally use.
Kofi

> > Could you seal my plate and run a PCR on it?
> Sure, which cycling conditions?""",
        "ask",
    ),
    # The quoted message corrects itself (4 -> 6 C); nothing later overrides it.
    (
        "emailthread1-16",
        """Fwd: Sample handover

Forwarding Erik's note. FYI the plate barcode is PLT-004512, 3 plates in total.

> From: Erik Lindqvist
> Please store the sealed assay plates in the cold store at 6 °C until Monday. (I know the sheet says 4 °C but Freya wants 6 °C, and she's right.)""",
        "store temperature_c=6 @cytomat_2c425",
    ),
    (
        "emailthread1-17",
        """Re: Re: Bradford readout

Hmm, good question. Our protocol sheet says 595 but Aisha's notes say 600. I'll check with her tomorrow and get back to you.

> Bradford plate will be ready at 2 pm. Read absorbance at 595 or 600 nm?
> - Core""",
        "ask",
    ),
    (
        "emailthread1-18",
        """Re: Compound addition

Go with 10 µL, not 20 µL - the DMSO would be too high at 20. Rest as below.
Cheers, Lukas
(Room 7.11 / tel. 0049 6221 555 7788)

> Lukas wrote:
> Please add 20 µL of compound from the source plate to all wells of the cell plate with the Tecan Fluent, then put it in the CO2 incubator at 37 C / 5% CO2 for 72 h.""",
        "transfer volume_ul=10 @tecan_fluent > incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450",
    ),
    (
        "emailthread1-19",
        """RE: peptide plate read

Hi, please change the wavelength to 200 nm (not 280) - Elif wants the peptide-bond peak. Same UV plate as before.

From: Core Scheduling
> Booked: absorbance read at 280 nm on the SpectraMax, Thu 10:00.""",
        "halted",
    ),
    (
        "emailthread1-20",
        """Re: reporter plate

Sorry - one more thing: the plate is still sealed, so peel it first. Then have the PF400 carry it over to the SpectraMax.

> Please read fluorescence (ex 488 nm / em 520 nm) on my reporter plate today.
> Yusuf Demir, Rm 2.14""",
        "peel > move_plate @precise_pf400 > read_fluorescence excitation_nm=488 emission_nm=520 @spectramax_i3x",
    ),
    (
        "emailthread1-21",
        """Re: SPRI cleanup - 48 samples

Quick follow-up: 5 min on the magnet is too short for these beads, make it 8 minutes. Everything else unchanged.
Dr. Nkechi Eze | Genomics Core, Room 118 | 617-555-0177

> On the Biomek i7 please: add 90 uL of beads to the samples in columns 1-6, mix 10 times with 80 uL, then 5 min on the magnet.""",
        "transfer volume_ul=90 wells=48 @biomek_i7_hybrid > mix volume_ul=80 cycles=10 wells=48 @biomek_i7_hybrid > magnetic_separation duration_s=480 @biomek_i7_hybrid",
    ),
    (
        "emailthread1-22",
        """Re: acid-stress plates

Per Dr. Varga's comment in lab meeting: run them at 25 % CO2 instead of 5 % - that's the whole point of the experiment. Still 37°C for 24 h in the Cytomat 2C450.
Gabor Nagy | Room 4.09

> Please incubate the 6 stress plates at 37°C, 5 % CO2 for 24 h.""",
        "halted",
    ),
    (
        "emailthread1-23",
        """Re: Re: buffer plates for Friday

See below - only the volume changes: 200 uL per well now (was 150), all 96 wells. Number of plates as before.

> > Fill the 96 deep-well plates from the 290 mL reservoir on the Biomek i5, 150 uL per well, then seal (170 C, 2.5 s) and put them in the plate fridge at 4 C.
> > Marta Kowalska, Room 0.21
> OK - how many plates?""",
        "transfer volume_ul=200 @biomek_i5 > seal temperature_c=170 duration_s=2.5 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "emailthread1-24",
        """Re: hybridisation plate

Put it on the thermoshaker at speed 5 for 10 min at 37 C, same as on our old Eppendorf mixer.

> What shaking speed would you like?""",
        "ask",
    ),
    (
        "emailthread1-25",
        """Re: MTT plates

Read at 570 nm after the spin - spin first, on the VSpin, 800 xg for 2 min (not 1,200; Dale says the VSpin tops out at 1,000).

> MTT plates ready at 11. Spin 1,200 x g 2 min and read absorbance at 570 nm.""",
        "spin rcf_g=800 duration_s=120 @agilent_vspin > read_absorbance wavelength_nm=570",
    ),
    (
        "emailthread1-26",
        """Fwd: 384 plate spin

See below from Noor. She's in Room 5.40 if you need the plates.

-------- Forwarded Message --------
Subject: 384 plate spin
Peel the 384 PCR plate, spin it on the HiG4 at 2,500 x g for one minute, then run the DNA 1K assay on the LabChip.""",
        "peel > spin rcf_g=2500 duration_s=60 @bionex_hig4 > run_assay assay=dna_1k @labchip_gx_touch_ht",
    ),
    (
        "emailthread1-27",
        """Re: dose-response plates

As discussed, use the Echo to shoot 25 nL of each compound into the 384 assay plates, then seal them at 170 C for 2 s.
Ravi (x2231)""",
        "ask",
    ),
    (
        "emailthread1-28",
        """Re: GC-rich amplicon

Mehmet suggested a hotter denaturation for the GC-rich template: 105 C for 20 s in every cycle instead of 98 C 10 s. Everything else from my first mail stays.

> Seal (165 C, 2 s) and run on the ODTC: 98 C 30 s; 35 cycles of 98 C 10 s, 68 C 20 s, 72 C 30 s; 72 C 2 min; hold 4 C.""",
        "halted",
    ),
    # The rpm figure is superseded by the x g value in the latest reply, so no ask.
    (
        "emailthread1-29",
        """Re: Falcon spin

Yes - 3,000 x g, 15 min, 4 deg C in the Eppendorf 5810R. The 4,000 rpm on the sheet is from the old rotor, ignore it.
Sam (PhD student, Lab 3.02, x2290)

> Your sheet says 4,000 rpm for the 50 mL Falcons. What x g is that on our 5810R?""",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "emailthread1-30",
        """Re: nuclear stain

Add two drops of NucBlue to each well, leave 20 min at room temperature, then read fluorescence ex 360 / em 460.

> How much stain per well?""",
        "ask",
    ),
    (
        "emailthread1-31",
        """RE: weak NanoLuc signal

Signal was near background last time, so please raise the integration to 90 s per well (was 1 s). Same plate layout.

> Read luminescence on the SpectraMax with 1 s integration.""",
        "halted",
    ),
    (
        "emailthread1-32",
        """Re: TR-FRET plate

Please read this one on the BMG CLARIOstar rather than the SpectraMax - ex 340 / em 665. Thanks.

> Your TR-FRET plate is ready, where do you want it read?""",
        "ask",
    ),
    (
        "emailthread1-33",
        """Re: nuclei prep

Update: protocol v3 says 25,000 x g for 30 min at 4 C for the 1.5 mL tubes, so use that rather than the 20,000 x g in my first mail.
Wei Zhang | x3318

> > Spin the 1.5 mL tubes at 20,000 x g, 30 min, 4 C please.""",
        "halted",
    ),
    (
        "emailthread1-34",
        """Fwd: chromatin shearing

See Paolo's request below - can the core do it?

-------- Original Message --------
From: Paolo Conti
Please sonicate the 12 chromatin tubes (10 cycles, 30 s on / 30 s off), then spin them at 16,000 x g for 10 min at 4 C and move 200 uL of supernatant into a deep-well plate.""",
        "ask",
    ),
    # 8 mL per well is above the 5,000 uL transfer limit of every liquid handler.
    (
        "emailthread1-35",
        """Re: media change - 24 deep-well

Correction: 8 mL of fresh medium per well on the Fluent, not 4 mL - the cells need the larger volume over the weekend.

> Dispense 4 mL fresh medium into each well of the 24 deep-well plates on the Fluent?""",
        "halted",
    ),
    (
        "emailthread1-36",
        """Re: bead resuspension

The beads clump badly, so mix them 150 times (not 15) with 150 uL on the STAR before anything else.

> Mix 15x at 150 uL in the deep-well plate?""",
        "halted",
    ),
    (
        "emailthread1-37",
        """Re: fragment analysis run

Sorry, one more update: it's 400 samples now, not 380 (we added controls). Same DNA 5K assay on the LabChip.

> 380 samples, DNA 5K assay on the LabChip GX Touch - correct?""",
        "halted",
    ),
    (
        "emailthread1-38",
        """Re: lysate transfer

Please move the lysate from the deep-well plate into the PCR plate on the STAR, then seal it at 165 C for 2 s. Volume - the usual amount.

> Hi, what do you need doing with the lysates?""",
        "ask",
    ),
    (
        "emailthread1-39",
        """RE: clearing PCR plates

Thanks - actually please do 6,500 x g (not 4,000) for 5 min; the precipitate didn't pellet last time.

> Spin the 96-well PCR plates at 4,000 x g for 5 min?""",
        "halted",
    ),
    # The spin comes from the core's quoted question, answered "yes" in the latest reply; it runs before the seal.
    (
        "emailthread1-40",
        """Re: Re: quick spin

Yes, 1,000 x g for 30 s is plenty, then seal. Thanks!

--
Dr. Lucia Fernandez
Structural Biology | Room 3500 | ext. 6000
Sent from my phone, excuse typos

> Do you want a quick spin before the seal? If so, how hard?
> > Please seal the crystallisation plate at 160 C for 1 s.""",
        "spin rcf_g=1000 duration_s=30 > seal temperature_c=160 duration_s=1",
    ),
    (
        "emailthread1-41",
        """On 2 Jul 2024, at 10:02, Automation Core wrote:
> Plan for your plate: shake at 1,000 rpm for 2 min, then read absorbance at 620 nm. OK?

Nearly - shake at 800 rpm, not 1,000, and read at 630 nm. Timing is fine.
Bea""",
        "shake speed_rpm=800 duration_s=120 > read_absorbance wavelength_nm=630",
    ),
    # "the incubator" is named in the core's quoted question.
    (
        "emailthread1-42",
        """Re: Re: spheroid plates

Thirty-seven degrees, five percent CO2, seventy-two hours - as discussed. Then straight to the reader for CellTiter-Glo luminescence.

> Automatic reply: I'm on leave until 8 July. For anything urgent call 0161 555 0123.
>
> > What settings do you want for the spheroid plates in the incubator?""",
        "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450 > read_luminescence",
    ),
    (
        "emailthread1-43",
        """Re: normalisation

Small fix: it's rows A to F, not A to D (we added two more donor rows), so 72 wells. Still 15 uL of water.

> Please add 15 uL water to rows A-D of the 96 PCR plate on the Hamilton STAR, then mix 5 times at 10 uL.""",
        "transfer volume_ul=15 wells=72 @hamilton_star > mix volume_ul=10 cycles=5 wells=72 @hamilton_star",
    ),
    (
        "emailthread1-44",
        """Re: gDNA extraction - blood

As discussed on Teams: use the updated program DNA_Blood_200_v2 (v1 has the old wash times). Rest as below.
Pieter van Dijk | Room 1.032 | +31 20 555 0177

> 1. Peel the sample plate (XPeel)
> 2. KingFisher Flex, program DNA_Blood_200
> 3. Seal the elution plate, 170 C, 3 s
> 4. Store at 4 C in the cold store""",
        "peel @azenta_xpeel > run_program program=DNA_Blood_200_v2 @kingfisher_flex > seal temperature_c=170 duration_s=3 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "emailthread1-45",
        """Re: SYBR qPCR setup

One change after the primer check: anneal at 62 C, not 58. Rest as below.

> On the Flex: 5 µl template into the 384-well PCR plate. Seal 175 C 2 s, spin 1,000 x g 1 min, then CFX384: 95 C 2 min, 40 cycles of 95 C 15 s, 58 C 30 s, 72 C 30 s.""",
        "transfer volume_ul=5 @opentrons_flex > seal temperature_c=175 duration_s=2 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=62 annealing_s=30 extension_c=72 extension_s=30 @biorad_cfx384",
    ),
    (
        "emailthread1-46",
        """Re: organoid media

Apologies, the volume should be 1 mL per well (I wrote 10 mL, obviously not). Biomek i5, all wells of the 24 deep-well plate, then into the incubator overnight - 18 hrs at 37 ºC, 5% CO2.

> 10 mL per well of a 24 deep-well plate? Can you confirm?""",
        "transfer volume_ul=1000 @biomek_i5 > incubate temperature_c=37 duration_s=64800 co2_percent=5 @cytomat_2c450",
    ),
    # The cold store is replaced by the ambient hotel: store with no temperature.
    (
        "emailthread1-47",
        """RE: compound plates - storage

Change of plan from Dr. Osei: no need to refrigerate these, put them in the Cytomat 24 hotel at room temperature instead of the 2C425. Everything before that stays.

> Hamilton STAR: 40 µL DMSO into every well of the 384 plate, then seal at 175 °C for 2 s and store at 4 °C in the 2C425.""",
        "transfer volume_ul=40 @hamilton_star > seal temperature_c=175 duration_s=2 > store @cytomat_24",
    ),
    (
        "emailthread1-48",
        """Re: restriction digest

Quick correction from Yuki: heat-inactivate at 65 °C, not 80 °C - this enzyme is fine at 65. Rest as below.

> Digest on the ODTC at 37 °C for 1 h, then heat-inactivate at 80 °C for 20 min (still on the ODTC).""",
        "incubate temperature_c=37 duration_s=3600 @inheco_odtc > incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "emailthread1-49",
        """Fwd: cfDNA extraction

From Dana - see below. (Kit: QIAamp, cat. no. 55114; 12 samples.)

> Spin the 2 mL tubes at 12,000 × g for 5 min at 4 °C in the microcentrifuge, move 400 µL of supernatant into the 96 deep-well plate on the Hamilton, then seal it at 170 °C for 2 s.""",
        "spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r > transfer volume_ul=400 @hamilton_star > seal temperature_c=170 duration_s=2",
    ),
    (
        "emailthread1-50",
        """Re: Re: E. coli growth - timepoint 3

Yes please: take the plate out of the Cytomat 2C450, have the PF400 move it to the SpectraMax and read OD600. (The 6 h timepoint - tube 3 in the log.)

> Same as timepoints 1 and 2?""",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "emailthread1-51",
        """Re: luciferase plate

Thirty-seven degrees, 1,200 r.p.m. for ten minutes on the BioShake, then into the reader for luminescence - integration 1 sec.
Cheers, Dmitri (desk phone 4121, Rm 220)

> What shake settings do you want for the luciferase plate?""",
        "shake speed_rpm=1200 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm > read_luminescence integration_s=1",
    ),
    (
        "emailthread1-52",
        """Re: Re: kinase screen

Correct, columns 1-3 only (the rest is next week's). Tecan Fluent: 20 µl substrate into those wells, mix 5x at 15 µl, then read fluorescence ex 530 / em 590.

> Just columns 1-3 of the 384-well plate?""",
        "transfer volume_ul=20 wells=48 @tecan_fluent > mix volume_ul=15 cycles=5 wells=48 @tecan_fluent > read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    # "4 daughter plates" is a plate count, not a setting.
    (
        "emailthread1-53",
        """Re: Re: Re: plate replication

Final answer below - 25 microlitres, not 2.5 (the decimal point slipped in my spreadsheet). From teh master plate into each of the 4 daughter plates on the i7, please.
Hui Min, Rm 9.14

> 2.5 uL per well seems low for the daughter plates - is that right?""",
        "transfer volume_ul=25 @biomek_i7_hybrid",
    ),
    (
        "emailthread1-54",
        """Re: lysate clarification

See below, with the fix: 2,000 xg for 20 min on the HiG4 (I wrote 20,000 - that's the tube spin, wrong protocol). Then the Fluent moves 150 μL of the cleared supernatant into a flat-bottom 96 plate and you read A280.

> > Spin 20,000 xg 20 min on the HiG4, then 150 uL to a flat plate, read A280.""",
        "spin rcf_g=2000 duration_s=1200 @bionex_hig4 > transfer volume_ul=150 @tecan_fluent > read_absorbance wavelength_nm=280",
    ),
    (
        "emailthread1-55",
        """Re: Re: coating plate

Automatic reply: Thank you for your message. I am away until 15 July 2024 and will reply on my return. Urgent: +49 89 5555 0411.

> From: Dr. Felix Braun
> Sorry, make the coating incubation 45 min, not 30. Rest unchanged.
>
> > From: Dr. Felix Braun
> > Please add 100 µL coating buffer to every well with the Biomek i5, incubate 30 min at 37 °C in the Cytomat, then seal at 170 °C, 2 s.""",
        "transfer volume_ul=100 @biomek_i5 > incubate temperature_c=37 duration_s=2700 @cytomat_2c450 > seal temperature_c=170 duration_s=2",
    ),
    (
        "emailthread1-56",
        """Fwd: Re: ADME plates

Kenji - can your team do the below? Also please store them in the 2C425 at 8 deg C afterwards (my addition). -- Aiko, Rm 6.08, x7710

---------- Forwarded message ---------
From: Kenji Sato
> Sure. Seal the 384 plates at 175 deg C for 3 sec.
>> Can someone seal the metabolite plates?""",
        "seal temperature_c=175 duration_s=3 > store temperature_c=8 @cytomat_2c425",
    ),
    (
        "emailthread1-57",
        """Re: Re: Re: enzyme kinetics

ok final: 900 rpm, 30 °C, 15 min on the BioShake, then read absorbance at 340 nm. Sorry for the back-and-forth!

> 1,100 rpm maybe?
>> 700 rpm at 25 °C?""",
        "shake speed_rpm=900 duration_s=900 temperature_c=30 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=340",
    ),
    (
        "emailthread1-58",
        """Re: genotyping PCR

Confirmed with Ruth - go with an annealing temperature of 58 °C (not 62 as in the draft).

> Draft program, ODTC: seal at 165 °C for 2 s first. Initial denaturation 95 °C for 3 min; thirty-five cycles of 95 °C 30 s, 62 °C 30 s, 72 °C 1 min; final extension 72 °C 10 min; hold 10 °C.""",
        "seal temperature_c=165 duration_s=2 > run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=600 hold_c=10 @inheco_odtc",
    ),
    # Two separate fluorescence reads, in the order given.
    (
        "emailthread1-59",
        """Re: dual reporter

Yes, both channels please: GFP first (ex 485 / em 520), then mCherry (ex 587 / em 610). The plate is still sealed, so peel it before reading.

> Which fluorophores do you want read?""",
        "peel > read_fluorescence excitation_nm=485 emission_nm=520 > read_fluorescence excitation_nm=587 emission_nm=610",
    ),
    (
        "emailthread1-60",
        """RE: cell plates before supernatant harvest

Hi,
Please use the refrigerated centrifuge (5810R) for this: 1,500 x g, 5 min, 4 °C - the VSpin has no cooling. Then the Fluent takes 100 uL of supernatant into the assay plate, and read absorbance at 490 nm.
Tomasz

> Spin on the VSpin at 300 x g?""",
        "spin rcf_g=1500 duration_s=300 temperature_c=4 @eppendorf_5810r > transfer volume_ul=100 @tecan_fluent > read_absorbance wavelength_nm=490",
    ),
    (
        "emailthread1-61",
        """Re: spike-in

Pls use the P20 on the OT-2. Put 10 ul of spike-in into A1-A6 only - not the whole of row A as I wrote yesterday, my bad.

> Row A of the PCR plate, 10 ul each?""",
        "transfer volume_ul=10 wells=6 @opentrons_ot2",
    ),
    (
        "emailthread1-62",
        """Re: RIN check

forty-eight samples, standard RNA assay (not Pico - the concentrations are fine) on the LabChip. Plate is unsealed.

> Pico or standard RNA? And how many samples?""",
        "run_assay assay=rna sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "emailthread1-63",
        """Re: bacterial plates

Flex: 180 µL LB into every well of the flat-bottom plates, then 20 µL culture into the same wells. Then shake 30 mins at 37 °C, 1,000 rpm on the BioShake.

> Can you confirm the order? Your first mail had the culture going in first.""",
        "transfer volume_ul=180 @opentrons_flex > transfer volume_ul=20 @opentrons_flex > shake speed_rpm=1000 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "emailthread1-64",
        """Re: ELISA Thursday

The plate has been in the 2C425 since Tuesday. Please take it out, peel the seal and read absorbance at 450 nm. No reference wavelength needed.
Kind regards,
Olga Petrenko | Lab 5.06 | +380 44 555 0172

> Where is the plate and what do you need?""",
        "retrieve @cytomat_2c425 > peel > read_absorbance wavelength_nm=450",
    ),
    (
        "emailthread1-65",
        """Re: cytotox plates - final

Per our call: Fluent adds 50 uL of CytoTox reagent to colums 1-10 (80 wells), plate shakes 2 min at 500 rpm, then read luminesence, integration time 0.25 sec.

> Just to recap what we agreed on the phone?""",
        "transfer volume_ul=50 wells=80 @tecan_fluent > shake speed_rpm=500 duration_s=120 > read_luminescence integration_s=0.25",
    ),
    (
        "emailthread1-66",
        """Re: Re: plasma aliquots

Corrected volume: 1 mL per well (I wrote 1.2 mL before - too close to the top). Hamilton STAR, from the 15 mL tubes into columns 1-5 of the 96 deep-well plate.

> 1.2 mL in a 2.2 mL deep-well with the lid on... sure?""",
        "transfer volume_ul=1000 wells=40 @hamilton_star",
    ),
    (
        "emailthread1-67",
        """Re: elution step

On the Biomek i5: 2 min on the magnet, then move 30 uL of eluate into a fresh 96 PCR plate. Then seal it on the a4S (170 °C, 2 s) and put it in the plate fridge at 4 °C.

> What happens after the last wash?""",
        "magnetic_separation duration_s=120 @biomek_i5 > transfer volume_ul=30 @biomek_i5 > seal temperature_c=170 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "emailthread1-68",
        """Re: stop + spin

Order is: peel the plate on the XPeel, Fluent adds 50 µL stop solution to every well, then a 3 min spin at 500 rcf on the VSpin to bring everything down. I'll read it myself later.
Regards, Dr. Imani Njoroge, Bldg 4 Rm 117, +254 20 555 0134

> What's the order of steps for the stop plate?""",
        "peel @azenta_xpeel > transfer volume_ul=50 @tecan_fluent > spin rcf_g=500 duration_s=180 @agilent_vspin",
    ),
    (
        "emailthread1-69",
        """Re: Re: Re: hybridization temp

Scratch my last message - Ola was right, keep it at 42 °C as originally planned. 16 hours on the ODTC.

> Change to 45 °C?
>> Hold the plate at 42 °C for 16 h on the ODTC for the hybridization.""",
        "incubate temperature_c=42 duration_s=57600 @inheco_odtc",
    ),
    # The latest reply removes step 2; the other quoted steps stay.
    (
        "emailthread1-70",
        """Re: MTS assay

See below - drop step 2 (the spin), the plates don't need it. Steps 1, 3 and 4 as written.

> 1) add 20 uL MTS reagent to all wells (Biomek i7)
> 2) spin 300 x g 1 min
> 3) incubate 2 h at 37 C, 5 % CO2 in the Cytomat
> 4) read absorbance at 490 nm""",
        "transfer volume_ul=20 @biomek_i7_hybrid > incubate temperature_c=37 duration_s=7200 co2_percent=5 @cytomat_2c450 > read_absorbance wavelength_nm=490",
    ),
]
