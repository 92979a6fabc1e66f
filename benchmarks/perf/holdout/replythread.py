"""Hold-out batch "replythread": e-mail and forum replies where the NEWEST message is on top and
the earlier messages are quoted underneath ("> " lines, "On <date>, <name> wrote:" blocks,
Outlook "-----Original Message-----" / "From: / Sent:" headers, forum "Quote from:" blocks,
sometimes nested ">>"). The newest message says what to run now: it may simply confirm the
quoted proposal, change one or two values, swap the instrument, reorder, drop or add a step, or
cancel the proposal altogether. The expected answer is what the thread FINALLY asks for; values
that only appear in superseded quoted text must not be used. Signatures, confidentiality
disclaimers and "Sent from my iPhone" lines vary. Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "rt_s01",
        "Yes - go with Lena's settings below, but make it 10 minutes rather than 5. The pellet "
        "was still loose last time.\n\n"
        "Thanks,\nMarkus\n\n"
        "On Tue, 11 Mar 2025 at 09:14, Lena Hoffmann <l.hoffmann@biochem-uni.de> wrote:\n"
        "> Hi Markus,\n"
        ">\n"
        "> for the clarification step I'd spin the 96 deep-well block on the HiG4 at\n"
        "> 2,000 x g for 5 min to pellet the debris. OK for you?\n"
        ">\n"
        "> Lena",
        "spin rcf_g=2000 duration_s=600 @bionex_hig4",
    ),
    (
        "rt_s02",
        "Scratch the 600 nm read - we switched the viability readout to resazurin this week. "
        "Same plate, same reader, but please do fluorescence instead: excitation 560, emission "
        "590.\n\n"
        "Sorry for the back and forth!\nAnika\n\n"
        "Sent from my iPhone\n\n"
        "> On 12 Mar 2025, at 16:40, Anika Brandt <anika.brandt@lab.org> wrote:\n"
        ">\n"
        "> Hi core team, could you take an absorbance read at 600 nm on the SpectraMax for my\n"
        "> clear 96-well plate tomorrow morning? Thanks!",
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "rt_s03",
        "165 is fine for the temperature, but please only hold for 2.5 s - the thinner foil "
        "wrinkles at 3.\n\n"
        "-- \nDr. Ruth Okafor | Genomics Core\n\n"
        "-----Original Message-----\n"
        "From: Tim Baxter <tbaxter@institute.ac.uk>\n"
        "Sent: Wednesday, March 12, 2025 10:02 AM\n"
        "To: Genomics Core <genomics-core@institute.ac.uk>\n"
        "Subject: sealing the genotyping PCR plate\n\n"
        "Hi Ruth, I'll put the genotyping PCR plate on the a4S - 165 °C for 3 s OK?\n"
        "Tim",
        "seal temperature_c=165 duration_s=2.5 @azenta_a4s",
    ),
    (
        "rt_s04",
        "Re: Integration time for CellTiter-Glo on the i3x?\n\n"
        "Thanks all for the input. Final decision for tonight's run: 0.25 s integration per well, "
        "whole 384 plate, nothing else. The signal is strong enough that 1 s saturates.\n\n"
        "Quote from: jpark on 03 Mar 2025, 11:20\n"
        "> I'd go 1 s, that's what Promega recommends.\n\n"
        "Quote from: lab_owl on 03 Mar 2025, 12:05\n"
        "> 0.5 s has always been plenty for us with CTG in 384.",
        "read_luminescence integration_s=0.25",
    ),
    (
        "rt_s05",
        "Confirmed - run it exactly as Ahmed wrote, the plate is in the rack by the CFX384.\n\n"
        "Best\nSofia\n\n"
        "On Mon, Mar 10, 2025 at 5:31 PM Ahmed Haddad <ahaddad@rnalab.org> wrote:\n"
        "> Sofia, here's the cycling for the 384-well SYBR plate:\n"
        "> 95 °C for 3 min, then 40 cycles of 95 °C 10 s and 60 °C 30 s (anneal/extend).\n"
        "> Let me know if you want a melt curve too - I'd skip it this time.\n"
        "> Ahmed",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "rt_s06",
        "Small change: make it 75 µl per well, and only columns 1-6 of the plate, the other "
        "half is for a different experiment. Also the Flex is down for maintenance, so please "
        "run it on the OT-2.\n\n"
        "Cheers, Dev\n\n"
        "On 3/12/25 8:55 AM, Devendra Rao wrote:\n"
        "> Hey, can the Opentrons Flex dispense 50 uL of fresh medium into the whole 96-well\n"
        "> plate? Medium is in the reservoir.",
        "transfer volume_ul=75 @opentrons_ot2 wells=48",
    ),
    (
        "rt_s07",
        "Let's not read it tonight after all - just put the plate in the cold store at 4 °C and "
        "we'll pick it up Monday.\n\n"
        "Thanks!\nJulia\n\n"
        "________________________________\n"
        "From: Julia Novak\n"
        "Sent: Friday, 14 March 2025 15:12\n"
        "To: automation-help\n"
        "Subject: ELISA plate\n\n"
        "Hi, the ELISA plate is done - could you read it at 450 nm and then store it?",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rt_s08",
        "37 is right but give them 48 h rather than 24 - the knockdown needs longer.\n\n"
        "Sent from my Galaxy\n\n"
        "-------- Original message --------\n"
        "From: Tomasz Wisniewski <t.wisniewski@cellbio.pl>\n"
        "Date: 13/03/2025 18:02 (GMT+01:00)\n"
        "Subject: transfected plate\n\n"
        "Hi, please put the transfected 96-well plate into the Cytomat CO2 incubator, 37 °C for "
        "24 h. Thx T.",
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "rt_s09",
        "No need for the add-and-reseal part, I'll do that by hand. Just take the foil off on "
        "the XPeel so it's ready for me.\n\n"
        "M.\n\n"
        "> On Thu, 13 Mar 2025, Core Automation <core-auto@biohub.org> wrote:\n"
        "> Hi Maya, for the reagent top-up we'd suggest: peel the plate, add 5 µL per well on\n"
        "> the STAR, then reseal at 170 °C for 2 s. Shall we go ahead?",
        "peel @azenta_xpeel",
    ),
    (
        "rt_s10",
        "Please run all 48 samples on the LabChip, not just the first 24 - we got the extra "
        "chip reagent after all.\n\n"
        "Kind regards,\nHelena Lindqvist\nResearch Engineer, NGS Platform\n\n"
        "On Wed, 12 Mar 2025 at 13:47, Helena Lindqvist wrote:\n"
        "> Hi, could you run the first 24 libraries (PCR plate, columns 1-3) on the\n"
        "> GX Touch with the DNA high-sensitivity assay? We're short on chip reagent.",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "rt_s11",
        "All good, the deep-well plates are loaded and the tip comb is in. Please start the "
        "KingFisher program now.\n\n"
        "/Erik\n\n"
        "On Fri, Mar 14, 2025 at 9:03 AM, Core Team wrote:\n"
        "> Hi Erik, once sample, wash and elution plates are loaded we can start the\n"
        "> KingFisher Flex run for your viral RNA extraction. Just let us know.",
        "run_program @kingfisher_flex",
    ),
    (
        "rt_s12",
        "bump it to 1200 rpm please, rest as you said\n\n"
        "sent from mobile, excuse typos\n\n"
        "On Mar 11, 2025, at 14:20, Priya S. <priya.s@synbio.co> wrote:\n\n"
        "> For the bead binding I'd put the plate on the BioShake at 800 rpm for 10 min, heated\n"
        "> to 30 °C. Does that work?",
        "shake speed_rpm=1200 duration_s=600 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "rt_s13",
        "Raj's numbers are right, but do it at 4 °C, not room temperature - the enzyme won't "
        "survive 20 minutes at RT.\n\n"
        "Best,\nClaire\n\n"
        "On Tue, 11 Mar 2025 at 11:30, Raj Malhotra <raj.m@enzymelab.net> wrote:\n"
        "> I'd spin the lysate tubes (1.5 ml) in the 5424 R at 16,000 x g for 20 min, RT should\n"
        "> be OK.\n"
        "> Raj",
        "spin rcf_g=16000 duration_s=1200 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "rt_s14",
        "One change after talking to the primer designer: annealing at 58 °C. Keep everything "
        "else exactly as in my first mail.\n\n"
        "Thanks, Jon\n\n"
        "On Mon, 10 Mar 2025 at 16:12, Jon Ekwueme <jon.ekwueme@plantgen.org> wrote:\n"
        "> Hi,\n"
        "> please run my 96-well PCR plate on the ODTC:\n"
        "> - initial denaturation 98 °C, 30 s\n"
        "> - 30 cycles: 98 °C 10 s / 62 °C 20 s / 72 °C 30 s\n"
        "> - final extension 72 °C, 2 min\n"
        "> - hold at 4 °C\n"
        "> Jon",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "rt_s15",
        "Turns out only rows A and B have protein in them, so just read those two rows - and at "
        "280 nm, not 260, it's protein not DNA, my mistake.\n\n"
        "Lukas\n\n"
        "Am Mi., 12. März 2025 um 10:05 Uhr schrieb Lukas Becker <lukas.becker@tu-lab.de>:\n"
        "> Hallo, could someone read my UV-transparent 96-well plate at 260 nm on the plate\n"
        "> reader? Thanks, Lukas",
        "read_absorbance wavelength_nm=280 @spectramax_i3x wells=24",
    ),
    (
        "rt_s16",
        "Actually, let's just do it the way the old protocol says: 1500 rpm for 5 minutes. "
        "Never had issues with that.\n\n"
        "Greg\n\n"
        "On Thu, Mar 13, 2025 at 2:44 PM, Core Automation wrote:\n"
        "> Hi Greg, we'd spin your 96-well assay plate at 500 x g for 5 min on the plate\n"
        "> centrifuge before reading. OK?",
        "ask",
    ),
    (
        "rt_s17",
        "Gary from the vendor says the new peelable foil needs more heat - please seal at "
        "230 °C for 2 s instead of what I wrote below.\n\n"
        "Thanks\nNadia\n\n"
        "This e-mail and any attachments are confidential and intended solely for the "
        "addressee. If you have received it in error, please notify the sender and delete it.\n\n"
        "On Wed, 12 Mar 2025 at 08:20, Nadia Rahman wrote:\n"
        "> Please heat-seal the PCR plate on the a4S at 170 °C for 2 s.",
        "halted",
    ),
    (
        "rt_s18",
        "SpectraMax is booked solid until Friday - can we just read it on the Tecan Spark in "
        "room 2.14 instead? Same settings.\n\n"
        "Oli\n\n"
        "On 11/03/2025 17:20, Oliver Grant wrote:\n"
        "> Could you read my black 384-well plate, fluorescence 485/520, on the SpectraMax\n"
        "> tomorrow?",
        "ask",
    ),
    (
        "rt_s19",
        "Let's push it harder: 25,000 x g for 10 min in the 5424 R, the nuclei pellet isn't "
        "compact enough at what Kim suggested.\n\n"
        "Y.\n\n"
        "> On 10 Mar 2025, Kim Tran <kim.tran@chromatin.org> wrote:\n"
        "> For the 1.5 mL tubes I'd use 12,000 x g for 10 min at 4 °C on the microcentrifuge.",
        "halted",
    ),
    (
        "rt_s20",
        "Before anything else the strip tubes need a good vortex - 30 s - otherwise the beads "
        "stay clumped. Can the system do that?\n\n"
        "Sent from my iPad\n\n"
        "On Mar 13, 2025, at 10:02, Core Automation <core@genlab.org> wrote:\n"
        "> Hi, we can load your PCR strips onto the STAR whenever you're ready.",
        "ask",
    ),
    (
        "rt_s21",
        "Sorry, my bad! 800 x g for 3 minutes then.\n\n"
        "Thanks for catching it,\nIngrid\n\n"
        "On Thu, 13 Mar 2025 at 15:02, Core Automation <core@lifesci.no> wrote:\n"
        "> Hi Ingrid, the VSpin is programmed in x g, not rpm, and rpm depends on the rotor -\n"
        "> could you give us the force instead?\n"
        ">\n"
        "> On Thu, 13 Mar 2025 at 14:40, Ingrid Solberg wrote:\n"
        ">> Please spin my 96-well assay plate on the VSpin at 3000 rpm for 3 min before the\n"
        ">> read.",
        "spin rcf_g=800 duration_s=180 @agilent_vspin",
    ),
    (
        "rt_s22",
        "The 5430 is out for service all week, so use the 5424 R instead: 2,000 x g, 30 s, "
        "just to bring the liquid down in the PCR strips.\n\n"
        "Thx - Paolo\n\n"
        "On 12 Mar 2025 11:11, Paolo Ferri wrote:\n"
        "> Could someone quick-spin my 8-tube PCR strips on the Eppendorf 5430 before they go\n"
        "> on the deck?",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r",
    ),
    (
        "rt_s23",
        "Hold on - the 80 °C / 20 min is for the kit enzyme. For the one I'm actually using it's "
        "65 °C for 10 min. Please use that on the ODTC.\n\n"
        "Best wishes,\nDr Fiona McLeod\nSenior Postdoc, Molecular Microbiology\n"
        "The University of Dundee is a registered Scottish charity, No: SC015096\n\n"
        "On Wed, 12 Mar 2025 at 09:40, Fiona McLeod <f.mcleod@dundee.ac.uk> wrote:\n"
        "> Hi all, after the digest please heat-inactivate the 96-well PCR plate on the ODTC at\n"
        "> 80 °C for 20 min.",
        "incubate temperature_c=65 duration_s=600 @inheco_odtc",
    ),
    (
        "rt_s24",
        "Make it 1 min 30 s instead of 60 s - the droplets on the walls didn't all come down "
        "last time. Speed as you proposed.\n\n"
        "Rgds\nHiro\n\n"
        "-----Original Message-----\n"
        "From: Automation Core\n"
        "Sent: Tuesday, March 11, 2025 4:48 PM\n"
        "To: Hiroshi Tanaka\n"
        "Subject: RE: PCR plate spin\n\n"
        "Hi Hiroshi, for the full-skirted PCR plate we'd use the HiG4 at 4000 x g for 60 s.\n"
        "Regards, Automation Core",
        "spin rcf_g=4000 duration_s=90 @bionex_hig4",
    ),
    # ================================================================ two or three steps
    (
        "rt_m01",
        "Looks good, two tweaks: 20 µL of CellTiter-Glo rather than 25 (we're running low on "
        "the lot), and 700 rpm for the shake. Keep the 2 min shake and the 1 s read.\n\n"
        "Cheers,\nMei\n\n"
        "On Mon, 10 Mar 2025 at 10:17, Automation Core <auto-core@screening.org> wrote:\n"
        "> Hi Mei, proposed run for your viability plate:\n"
        ">  1. Fluent adds 25 µL CellTiter-Glo per well\n"
        ">  2. BioShake, 500 rpm, 2 min\n"
        ">  3. luminescence read, 1 s integration\n"
        "> OK to go?",
        "transfer volume_ul=20 @tecan_fluent > shake speed_rpm=700 duration_s=120 "
        "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=1",
    ),
    (
        "rt_m02",
        "Yes please read it at 405 nm - but spin it first, 1 min at 300 x g on the VSpin, to "
        "knock the bubbles out. See Ben's note below, that's what messed up the edge wells "
        "last time.\n\n"
        "Karin\n\n"
        "On Fri, 7 Mar 2025 at 17:55, Ben Adler <ben.adler@lab.org> wrote:\n"
        "> FYI the pNPP plate from Tuesday had bubbles in the edge wells, OD jumped by ~0.3.\n"
        "> Maybe spin before reading next time?",
        "spin rcf_g=300 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=405",
    ),
    (
        "rt_m03",
        "Skip the reseal - the plate goes straight to the reader now. After the transfer, "
        "please read fluorescence at 485/520 instead.\n\n"
        "Thanks,\nOmar\n\n"
        "> From: Omar Kaddoura\n"
        "> Sent: 11 March 2025 09:30\n"
        "> Subject: assay plate prep\n"
        ">\n"
        "> 1) peel the source plate on the XPeel\n"
        "> 2) transfer 10 µL per well into the assay plate on the STAR\n"
        "> 3) reseal the assay plate, 170 °C, 2 s",
        "peel @azenta_xpeel > transfer volume_ul=10 @hamilton_star > "
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "rt_m04",
        "1000 x g for a minute is plenty. Then into the fridge at 4 °C until I collect it.\n\n"
        "A.\n\n"
        "Sent from Outlook for Android\n\n"
        "On Wed, Mar 12, 2025 at 13:05, Lab Robotics <robotics@inst.org> wrote:\n"
        "> Hi Amara, your PCR plate is sealed. What speed and time would you like for the spin\n"
        "> down before storage?",
        "spin rcf_g=1000 duration_s=60 > store temperature_c=4",
    ),
    (
        "rt_m05",
        "8 µL this time, not 10 - the new master mix is more concentrated. So: 8 µL per well "
        "into the 384-well PCR plate on the Biomek i7, then seal it on the a4S with whatever "
        "settings you normally use.\n\n"
        "Regards,\nStefan\n\n"
        "On Tue, 11 Mar 2025 at 08:58, Core Robotics wrote:\n"
        "> Hi Stefan, shall we dispense 10 µL per well as in your last run?",
        "transfer volume_ul=8 @biomek_i7_hybrid > seal @azenta_a4s",
    ),
    (
        "rt_m06",
        "Please drop the Qubit idea, we'll do the QC on the LabChip instead: after the "
        "KingFisher extraction, run all 96 eluates on the LabChip.\n\n"
        "Thanks!\nNoor\n\n"
        "On Mon, 10 Mar 2025 at 12:44, Noor Al-Sayed <noor@microbiome.ae> wrote:\n"
        "> Plan for Thursday: KingFisher extraction of the 96 stool samples, then I'll take\n"
        "> the eluates to the Qubit myself.",
        "run_program @kingfisher_flex > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "rt_m07",
        "595 please, it's crystal violet. So: take it out of the Cytomat 24 hotel and read OD "
        "at 595 nm.\n\n"
        "-- Viktor\n\n"
        "On Thu, 13 Mar 2025 at 07:50, Core Automation wrote:\n"
        "> Morning Viktor, your biofilm plate is in the hotel. Should we read at 600 nm as for\n"
        "> your growth curves, or something else?",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=595",
    ),
    (
        "rt_m08",
        "Let's give it 45 min rather than 30 - the substrate lot is slower. Everything else "
        "the same.\n\n"
        "Best regards\nElena Petrova\n\n"
        "Confidentiality notice: this message may contain privileged information.\n\n"
        "On 10.03.2025 14:22, Elena Petrova wrote:\n"
        "> Please incubate the assay plate in the CO2 incubator at 37 °C for 30 min and then\n"
        "> read absorbance at 450 nm.",
        "incubate temperature_c=37 duration_s=2700 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "rt_m09",
        "Fine by me, but the lysate plate has to be sonicated for 2 min before the spin, "
        "otherwise the genomic DNA makes it gloopy and the supernatant transfer clogs.\n\n"
        "Rob\n\n"
        "On Tue, 11 Mar 2025 at 16:30, Automation Core wrote:\n"
        "> Proposed: spin the deep-well lysate plate at 3000 x g for 10 min, then transfer\n"
        ">  100 µL of supernatant to a fresh plate on the Biomek i5.",
        "ask",
    ),
    (
        "rt_m10",
        "Let's do 400 µL of culture per well in the flat-bottom 96-well plate instead of 200 - "
        "more volume should give a more stable OD. Dispense on the OT-2 and then read at "
        "600 nm as before.\n\n"
        "Jakub\n\n"
        "On Mon, 10 Mar 2025 at 11:03, Jakub Kowalski wrote:\n"
        "> OT-2: 200 µL culture per well into a flat 96-well plate, then OD600 on the reader.",
        "halted",
    ),
    (
        "rt_m11",
        "Great, thanks. Next: have the PF400 carry the plate over to the SpectraMax and read "
        "fluorescence, ex 530 / em 590.\n\n"
        "Lina\n\n"
        "On Wed, 12 Mar 2025 at 15:16, Workcell Bot <workcell@biofoundry.sg> wrote:\n"
        "> The BioShake step on plate AMPLEX-07 has finished. The plate is still on the\n"
        "> shaker. What next?",
        "move_plate @precise_pf400 > read_fluorescence excitation_nm=530 emission_nm=590 "
        "@spectramax_i3x",
    ),
    (
        "rt_m12",
        "Andrea is right that the 50 mL buckets top out around 3,200 x g. So: 3000 x g, 15 min, "
        "4 °C on the 5810 R, then have the Biomek i5 take 1 mL of supernatant from each tube "
        "into a deep-well plate.\n\n"
        "Best, Pete\n\n"
        "On Thu, 13 Mar 2025 at 10:21, Andrea Conti <a.conti@lab.it> wrote:\n"
        "> Pete, 4000 x g won't work with the 50 mL conicals in the swing-out rotor, max is\n"
        "> about 3200.\n"
        ">\n"
        "> On Thu, 13 Mar 2025 at 09:58, Pete Sullivan wrote:\n"
        ">> Spin the 50 mL tubes at 4000 x g, 15 min, 4 °C, then pull 1 mL of supernatant\n"
        ">> into a deep-well plate.",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=1000 @biomek_i5",
    ),
    (
        "rt_m13",
        "Ben's right, the insert says 25. So 25 µL on the STAR, and please add a mixing step "
        "right after: 3 cycles of 15 µL.\n\n"
        "Anna\n\n"
        "On Wed, 12 Mar 2025, 18:03 Ben Carter <ben.carter@neuro.org> wrote:\n"
        "> Careful - the kit insert says 25 µL, not 20.\n"
        ">\n"
        "> On Wed, 12 Mar 2025, 17:40 Anna Schmidt wrote:\n"
        ">> Normalise everything to 20 µL on the STAR please.",
        "transfer volume_ul=25 @hamilton_star > mix volume_ul=15 @hamilton_star",
    ),
    (
        "rt_m14",
        "Forget the whole normalisation thing, I ran out of time. Just spin the 96-well eluate plate "
        "down (500 x g, 1 min) and give me A260 on columns 1-3 - that's where the samples "
        "are.\n\n"
        "Ta, Chris\n\n"
        "On Tue, 11 Mar 2025 at 13:12, Chris Doyle wrote:\n"
        "> Plan: read A260, then the STAR normalises every eluate to 10 ng/µL in 50 µL.",
        "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=260 wells=24",
    ),
    (
        "rt_m15",
        "Other way round please: spin first (same 500 x g, 1 min), then shake - and make the "
        "shake 1800 rpm for 5 min, 1500 wasn't enough to resuspend.\n\n"
        "Sent from my iPhone\n\n"
        "> On 13 Mar 2025, at 11:47, Dana Levi <dana.levi@weizmann.example> wrote:\n"
        ">\n"
        "> Plan: shake 5 min at 1500 rpm on the BioShake, then a quick spin at 500 x g for\n"
        "> 1 min.",
        "spin rcf_g=500 duration_s=60 > shake speed_rpm=1800 duration_s=300",
    ),
    (
        "rt_m16",
        "Re: PicoGreen on the Opentrons Flex - which settings?\n\n"
        "Thanks everyone. Going with what most of you said: Opentrons Flex adds 100 µL of "
        "PicoGreen working solution per well, 5 min in the dark at room temp, then read "
        "480 ex / 520 em.\n\n"
        "Quote from: quantqueen on 09 Mar 2025, 20:14\n"
        "> 100 µL reagent + 100 µL sample, 2-5 min RT protected from light, 480/520.\n\n"
        "Quote from: dna_dude on 09 Mar 2025, 21:02\n"
        "> We read at 485/535 but it hardly matters.",
        "transfer volume_ul=100 @opentrons_flex > incubate duration_s=300 > "
        "read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "rt_m17",
        "Room temperature for the spin please, at 4 °C the SDS precipitates. Same speed and "
        "time. And only 5 mL of supernatant, not 10, into the fresh 15 mL tubes on the "
        "Fluent.\n\n"
        "Kind regards,\nM. Jovanovic\n\n"
        "From: Milan Jovanovic\n"
        "Sent: Monday, March 10, 2025 9:12 AM\n"
        "Subject: lysate clearing\n\n"
        "5810 R, 50 mL conicals, 3000 x g for 20 min at 4 °C, then the Fluent moves 10 mL of\n"
        "supernatant into 15 mL tubes.",
        "spin rcf_g=3000 duration_s=1200 @eppendorf_5810r > transfer volume_ul=5000 @tecan_fluent",
    ),
    (
        "rt_m18",
        "The transfer stays at 200 µL but mix harder: 10 cycles of 150 µL instead of 5 x 100. "
        "The lysis was incomplete last week.\n\n"
        "Greetings from B3.14,\nSven\n\n"
        "On Tue, 11 Mar 2025 at 15:01, Sven Olsen wrote:\n"
        "> Biomek i5: 200 µL lysis buffer into each well of the deep-well plate, then mix\n"
        "> 5 times with 100 µL.",
        "transfer volume_ul=200 @biomek_i5 > mix volume_ul=150 @biomek_i5",
    ),
    (
        "rt_m19",
        "It's E. coli this time, not yeast - so 2.5 mL per well, 37 °C and 250 rpm. Still "
        "overnight on the BioShake.\n\n"
        "Kat\n\n"
        "On Thu, 13 Mar 2025 at 12:00, Katarzyna Nowak <k.nowak@synbio.eu> wrote:\n"
        "> Biomek i7: 2 mL medium per well into the 24 deep-well block, then onto the\n"
        "> BioShake at 200 rpm, 30 °C, overnight.",
        "transfer volume_ul=2500 @biomek_i7_hybrid > shake speed_rpm=250 temperature_c=37 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    (
        "rt_m20",
        "Only the first two columns actually have cells, so do just those 16 wells - and "
        "integrate for 2 s, the signal is weak.\n\n"
        "Best, Yusuf\n\n"
        "On Wed, 12 Mar 2025 at 14:40, Yusuf Demir wrote:\n"
        "> STAR adds 25 µL Nano-Glo reagent to the whole 96-well plate, then luminescence read\n"
        "> at 1 s.",
        "transfer volume_ul=25 @hamilton_star wells=16 > read_luminescence integration_s=2 wells=16",
    ),
    (
        "rt_m21",
        "Yes, 0.05 mL is right. Rows A to D only. Then seal it - 160 °C for 3 s for the clear "
        "film.\n\n"
        "Rachel\n\n"
        "On 3/11/25 9:14 AM, Core Automation wrote:\n"
        "> Hi Rachel, just checking - is it really 0.05 mL per well into the 96-well plate on the\n"
        "> Opentrons Flex? And which rows?",
        "transfer volume_ul=50 @opentrons_flex wells=48 > seal temperature_c=160 duration_s=3",
    ),
    (
        "rt_m22",
        "Go with 2 min.\n\n"
        "Sent from my iPhone\n\n"
        "On Mar 14, 2025, at 08:05, Tech Team <tech@immunolab.org> wrote:\n"
        "> Plan for your ELISA: the STAR adds 50 µL stop solution per well, we spin at\n"
        "> 200 x g, then read at 450 nm. Should the spin be 1 min or 2 min?",
        "transfer volume_ul=50 @hamilton_star > spin rcf_g=200 duration_s=120 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "rt_m23",
        "All fine, but give the spin 10 min, not 5.\n\n"
        "Lars\n\n"
        "This message has been scanned for viruses.\n\n"
        "On Tue, 11 Mar 2025 at 10:10, Lars Eriksen wrote:\n"
        "> OT-2 aliquots 200 µl of lysate into 1.5 ml tubes, then 5424 R at 12,000 x g for\n"
        "> 5 min, 4 °C.",
        "transfer volume_ul=200 @opentrons_ot2 > "
        "spin rcf_g=12000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "rt_m24",
        "Oops - deep-well blocks are only rated to 3000 x g, so ignore the 4000 below. Use "
        "2500 x g for 15 min instead. The rest stands.\n\n"
        "Nils\n\n"
        "On Mon, 10 Mar 2025 at 17:22, Nils Berg wrote:\n"
        "> Harvest: spin the 96 deep-well at 4000 x g for 10 min, Biomek i7 moves 500 µL of\n"
        "> supernatant to a fresh deep-well, then the fresh plate goes into the plate fridge\n"
        "> at 4 °C.",
        "spin rcf_g=2500 duration_s=900 > transfer volume_ul=500 @biomek_i7_hybrid > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rt_m25",
        "Transfer as planned, but spin the 15 mL tubes at 4,000 rpm for 10 min in the 5810 - "
        "that's what's on our bench SOP.\n\n"
        "Hannah\n\n"
        "On Wed, 12 Mar 2025 at 09:09, Automation Core wrote:\n"
        "> Proposed: Fluent transfers 5 mL of culture into 15 mL tubes, then 5810 R at\n"
        "> 3000 x g, 10 min.",
        "ask",
    ),
    (
        "rt_m26",
        "Change of plan for the stop step: just add 2 drops of 1 M sulfuric acid per well, "
        "like we do by hand, then read at 450.\n\n"
        "Sent from Yahoo Mail on Android\n\n"
        "On Thu, 13 Mar 2025 at 14:00, Core Robotics wrote:\n"
        "> For the stop step we'd add 50 µL of stop solution per well on the Biomek i5, then\n"
        "> read at 450 nm.",
        "ask",
    ),
    (
        "rt_m27",
        "Let's read at 214 nm instead of 280 - the peptide bond gives us far more signal for "
        "these short peptides. Spin as planned.\n\n"
        "Aleksandra\n\n"
        "On Tue, 11 Mar 2025 at 12:12, Core Team wrote:\n"
        "> We'll spin the UV plate at 1000 x g for 1 min and read absorbance at 280 nm.",
        "halted",
    ),
    (
        "rt_m28",
        "I'd rather have 150 µL of cell suspension per well in the 384-well plate so they "
        "don't dry out over three days - then into the incubator at 37 °C as planned.\n\n"
        "Thanks,\nBeatriz\n\n"
        "On Mon, 10 Mar 2025 at 10:50, Automation Core wrote:\n"
        "> Fluent dispenses 40 µL of cell suspension per well into the 384-well flat plate,\n"
        "> then CO2 incubator at 37 °C for 72 h.",
        "halted",
    ),
    (
        "rt_m29",
        "Only the left half of the plate - columns 1 to 12 - has cells this time. So add the "
        "10 µL of compound on the Fluent just there, and read only those columns at "
        "485/535.\n\n"
        "Cheers, Tom\n\n"
        "On Tue, 11 Mar 2025 at 16:20, Tom Rijken wrote:\n"
        "> Fluent adds 10 µL of compound to every well of the 384-well plate, then\n"
        "> fluorescence read 485/535.",
        "transfer volume_ul=10 @tecan_fluent wells=192 > "
        "read_fluorescence excitation_nm=485 emission_nm=535 wells=192",
    ),
    (
        "rt_m30",
        "The HiG4 is down today - could you use the Eppendorf 5430 R in the TC room instead? "
        "Same 2000 x g, 5 min, then seal as planned.\n\n"
        "Thanks, Gabi\n\n"
        "On Fri, 14 Mar 2025 at 08:30, Core Robotics wrote:\n"
        "> Plan: HiG4 at 2000 x g for 5 min, then seal on the a4S at 170 °C for 2 s.",
        "ask",
    ),
    # ================================================================ four or more steps
    (
        "rt_l01",
        "Sana's plan is fine with two tweaks: let the TMB develop for 30 min instead of 15, and "
        "only do columns 1-10 - 11 and 12 are empty on this plate.\n\n"
        "Thanks a lot,\nIrene\n\n"
        "On Wed, 12 Mar 2025 at 11:32, Sana Whitfield <s.whitfield@core.example.edu> wrote:\n"
        "> Hi Irene, proposed finish for your ELISA (96-well plate):\n"
        "> - Biomek i5 adds 100 µL TMB per well\n"
        "> - 15 min at room temperature\n"
        "> - Biomek i5 adds 50 µL stop solution per well\n"
        "> - read absorbance at 450 nm on the SpectraMax\n"
        "> Sana",
        "transfer volume_ul=100 @biomek_i5 wells=80 > incubate duration_s=1800 > "
        "transfer volume_ul=50 @biomek_i5 wells=80 > "
        "read_absorbance wavelength_nm=450 @spectramax_i3x wells=80",
    ),
    (
        "rt_l02",
        "Approved, with one change: 32 cycles instead of 35 - we're seeing primer dimers at 35.\n\n"
        "Prof. Daniel Weiss\nHead, Plant Genomics Group\n\n"
        "On Tue, 11 Mar 2025 at 17:05, Priya Nair <priya.nair@plantgenomics.example> wrote:\n"
        "> Dear Daniel, this is the setup I'd like to run on Thursday:\n"
        "> 1. OT-2 dispenses 15 µL master mix per well into the 96-well PCR plate\n"
        "> 2. OT-2 adds 5 µL template per well\n"
        "> 3. seal at 170 °C for 2 s\n"
        "> 4. spin 1 min at 1000 x g\n"
        "> 5. ODTC: 95 °C 2 min; 35 cycles of 95 °C 15 s, 60 °C 15 s, 72 °C 30 s;\n"
        ">    final extension 72 °C 5 min\n"
        "> OK?\n"
        "> Priya",
        "transfer volume_ul=15 @opentrons_ot2 > transfer volume_ul=5 @opentrons_ot2 > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr cycles=32 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=15 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=300 @inheco_odtc",
    ),
    (
        "rt_l03",
        "The rest is fine, but spin longer - 2 min at 1500 x g - and seal at 175 °C for 1.5 s, "
        "the last plate leaked at the corners.\n\n"
        "Regards,\nKwame\n\n"
        "> On 10 Mar 2025, at 15:15, Kwame Mensah <kwame.mensah@virolab.example> wrote:\n"
        ">\n"
        "> For the 384 qPCR:\n"
        "> - retrieve the pre-filled 384-well PCR plate from the cold store\n"
        "> - peel it\n"
        "> - Fluent adds 2 µL template per well\n"
        "> - seal 170 °C, 2 s\n"
        "> - spin 1 min at 1000 x g\n"
        "> - CFX384: 95 °C 10 min, then 40 x (95 °C 15 s, 60 °C 1 min)",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=2 @tecan_fluent > "
        "seal temperature_c=175 duration_s=1.5 > spin rcf_g=1500 duration_s=120 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "rt_l04",
        "Plan is good, except the compound goes in at 5 µL and the treatment runs 72 h, not "
        "24. Everything else exactly as below.\n\n"
        "Mei Lin | Cell Biology Screening\n"
        "Please consider the environment before printing this e-mail.\n\n"
        "On Mon, 10 Mar 2025 at 09:00, Automation Core wrote:\n"
        "> Hi Mei, here's what we'd run for the dose-response plate (384-well):\n"
        ">  1. take the plate out of the Cytomat incubator\n"
        ">  2. Fluent adds 10 µL compound per well\n"
        ">  3. back into the incubator, 37 °C, 24 h\n"
        ">  4. Fluent adds 20 µL CellTiter-Glo per well\n"
        ">  5. BioShake, 300 rpm, 2 min\n"
        ">  6. luminescence read",
        "retrieve @cytomat_2c450 > transfer volume_ul=5 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=259200 @cytomat_2c450 > "
        "transfer volume_ul=20 @tecan_fluent > "
        "shake speed_rpm=300 duration_s=120 @qinstruments_bioshake_3000t_elm > read_luminescence",
    ),
    (
        "rt_l05",
        "Don't seal and store - we want the eluates to go straight onto the LabChip. Run 24 "
        "samples (RNA assay). The first three steps stay as you wrote them.\n\n"
        "Cheers,\nTheo\n\n"
        "On Thu, 13 Mar 2025 at 16:40, Core Automation <core@rnalab.example> wrote:\n"
        "> Hi Theo, our plan:\n"
        "> a) peel the sample plate on the XPeel\n"
        "> b) KingFisher run\n"
        "> c) STAR moves 50 µL of eluate into a 96-well PCR plate\n"
        "> d) seal at 170 °C for 2 s\n"
        "> e) cold store at 4 °C",
        "peel @azenta_xpeel > run_program @kingfisher_flex > transfer volume_ul=50 @hamilton_star > "
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "rt_l06",
        "Pellets were smeared again last time. Let's take the spin up to 6000 x g for 10 min. "
        "Everything else as below.\n\n"
        "Oscar\n\n"
        "On Wed, 12 Mar 2025 at 11:11, Oscar Lindgren wrote:\n"
        "> Harvest plan for the deep-well block:\n"
        "> 1. Biomek i7 transfers 1 mL culture into each well of the 96 deep-well plate\n"
        "> 2. spin at 3000 x g for 10 min\n"
        "> 3. remove 800 µL supernatant\n"
        "> 4. add 200 µL lysis buffer",
        "halted",
    ),
    (
        "rt_l07",
        "4 °C is not good enough for RNA over a long weekend - please set the plate fridge to "
        "-20 °C for this one. The rest is fine.\n\n"
        "Thanks\nRebecca\n\n"
        "On Fri, 14 Mar 2025 at 13:25, Lab Automation wrote:\n"
        "> Plan: STAR puts 20 µL RNA per well into a 96-well PCR plate, seal 170 °C 2 s,\n"
        "> spin 1000 x g 1 min, then into the cold store at 4 °C until Tuesday.",
        "halted",
    ),
    (
        "rt_l08",
        "Beads are still settling at 2000. Crank the BioShake up to 3500 rpm for the binding "
        "step, same 5 min; leave the rest of the run as it is.\n\n"
        "Sent from my iPhone\n\n"
        "On 12 Mar 2025, at 10:44, Core Robotics wrote:\n"
        "> 1) Fluent adds 50 µL binding beads per well of the deep-well plate\n"
        "> 2) BioShake 2000 rpm, 5 min\n"
        "> 3) KingFisher program\n"
        "> 4) eluate plate to the cold store, 4 °C",
        "halted",
    ),
    (
        "rt_l09",
        "The i3x doesn't have the HTRF module, so please read it on the BMG PHERAstar in the "
        "screening lab instead. Dispensing and incubation as Jo proposed.\n\n"
        "Regards\nMarco\n\n"
        "On Tue, 11 Mar 2025 at 14:14, Jo Harper wrote:\n"
        "> HTRF run: Fluent adds 5 µL antibody mix, then 5 µL of sample into the 384-well\n"
        "> plate, 1 h at room temperature, then read on the SpectraMax.",
        "ask",
    ),
    (
        "rt_l10",
        "Yes, that's exactly it - please go ahead. Thanks!\n\n"
        "Signe\n\n"
        "On Wed, 12 Mar 2025 at 10:30, Core Automation <core@metab.example> wrote:\n"
        "> Hi Signe, to confirm: we retrieve your plate from the cold store, peel it on the\n"
        "> XPeel, read fluorescence ex 340 / em 460, reseal it on the a4S at 165 °C for 2 s,\n"
        "> and put it back in the cold store at 4 °C.\n"
        ">\n"
        "> On Wed, 12 Mar 2025 at 09:55, Signe Dahl wrote:\n"
        ">> Can you do a NADH read on my plate in the cold store and put it back afterwards?",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > "
        "read_fluorescence excitation_nm=340 emission_nm=460 > "
        "seal temperature_c=165 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rt_l11",
        "Approved, but do the digest at 65 °C and for 15 min - that's what the new proteinase K "
        "datasheet says.\n\n"
        "Best,\nDr. Hélène Dubois\n\n"
        "-----Original Message-----\n"
        "From: Automation Core <core@pathogen.example>\n"
        "Sent: Thursday, March 13, 2025 11:00 AM\n"
        "To: Hélène Dubois\n"
        "Subject: RE: gDNA extraction setup\n\n"
        "Hi Hélène,\n"
        "1. Fluent: 200 µL sample into the 96 deep-well plate\n"
        "2. Fluent: 20 µL proteinase K per well\n"
        "3. BioShake: 1000 rpm, 10 min, 56 °C\n"
        "4. KingFisher extraction program\n"
        "Best, Automation Core",
        "transfer volume_ul=200 @tecan_fluent > transfer volume_ul=20 @tecan_fluent > "
        "shake speed_rpm=1000 duration_s=900 temperature_c=65 @qinstruments_bioshake_3000t_elm > "
        "run_program @kingfisher_flex",
    ),
    (
        "rt_l12",
        "Hi Tom,\n\n"
        "please use 1.5 mL of LB instead of the 1 mL I mentioned, and 15 µL of pre-culture "
        "instead of 10. Incubation and the read-out stay the same.\n\n"
        "Vielen Dank,\nJana\n\n"
        "________________________________\n"
        "From: Jana Vogel\n"
        "Sent: Tuesday, 11 March 2025 18:20\n"
        "To: Tom Price\n"
        "Subject: RE: RE: plate for Friday\n\n"
        "Hi Tom, here's the plan:\n"
        "- Biomek i5 puts 1 mL LB into each well of the 96 deep-well plate\n"
        "- Biomek i5 inoculates each well with 10 µL pre-culture\n"
        "- CO2 incubator (no CO2 needed) at 30 °C for 18 h\n"
        "- Biomek i5 moves 100 µL of each culture into a flat 96-well plate\n"
        "- OD600",
        "transfer volume_ul=1500 @biomek_i5 > transfer volume_ul=15 @biomek_i5 > "
        "incubate temperature_c=30 duration_s=64800 @cytomat_2c450 > "
        "transfer volume_ul=100 @biomek_i5 > read_absorbance wavelength_nm=600",
    ),
    (
        "rt_l13",
        "Seal BEFORE the spin, please - an open plate in the centrifuge is asking for "
        "cross-contamination. Values are all fine.\n\n"
        "Best, Mariam\n\n"
        "On Mon, 10 Mar 2025 at 12:30, Alex (Automation) wrote:\n"
        "> For your plate: the STAR adds 20 µL master mix per well, then I'd spin at\n"
        "> 1000 x g for 1 min, seal at 170 °C for 2 s, and park it in the cold store.",
        "transfer volume_ul=20 @hamilton_star > seal temperature_c=170 duration_s=2 > "
        "spin rcf_g=1000 duration_s=60 > store @cytomat_2c425",
    ),
    (
        "rt_l14",
        "We've switched to the new solubiliser, so read at 590 nm instead of 570. Everything "
        "else unchanged.\n\n"
        "Kenji\n\n"
        "On Thu, 13 Mar 2025 at 08:15, Kenji Watanabe wrote:\n"
        "> MTT plate: take it out of the incubator, PF400 moves it to the BioShake, 500 rpm\n"
        "> for 5 min, then PF400 moves it to the SpectraMax for a 570 nm read.",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > "
        "shake speed_rpm=500 duration_s=300 @qinstruments_bioshake_3000t_elm > "
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=590 @spectramax_i3x",
    ),
    (
        "rt_l15",
        "Leave out the peel - the source plate arrived unsealed. The rest as you wrote.\n\n"
        "Get Outlook for iOS\n\n"
        "On Tue, 11 Mar 2025 at 13:40, Core Automation wrote:\n"
        "> 1. peel the 384 source plate\n"
        "> 2. Fluent transfers 2 µL per well into the 384-well assay plate\n"
        "> 3. spin 1 min at 1000 x g\n"
        "> 4. fluorescence read ex 340 / em 450\n"
        "> 5. back into the Cytomat 24 hotel",
        "transfer volume_ul=2 @tecan_fluent > spin rcf_g=1000 duration_s=60 > "
        "read_fluorescence excitation_nm=340 emission_nm=450 > store @cytomat_24",
    ),
    (
        "rt_l16",
        "15 min of fixation is enough for these cells, and drop the Hoechst to 30 µL. Wash "
        "and read as Carla described.\n\n"
        "Cheers,\nDr. Ana Sousa\nImaging & Screening Facility\n\n"
        "On Wed, 12 Mar 2025 at 17:22, Carla Mendes <c.mendes@imaging.example> wrote:\n"
        "> On the i7:\n"
        "> - 50 µL 4% PFA per well\n"
        "> - 20 min at room temperature\n"
        "> - wash: 100 µL PBS per well\n"
        "> - 40 µL Hoechst per well\n"
        "> then read fluorescence at 350 ex / 461 em.",
        "transfer volume_ul=50 @biomek_i7_hybrid > incubate duration_s=900 > "
        "transfer volume_ul=100 @biomek_i7_hybrid > transfer volume_ul=30 @biomek_i7_hybrid > "
        "read_fluorescence excitation_nm=350 emission_nm=461",
    ),
    (
        "rt_l17",
        "Our SOP moved to 200 µL of Bradford reagent per well. Rest unchanged.\n\n"
        "Rgds,\nFelix\n\n"
        "On Fri, 7 Mar 2025 at 10:05, Felix Brenner wrote:\n"
        "> Bradford on the Fluent: 5 µL of each standard/sample into the flat 96-well plate,\n"
        "> then 250 µL Bradford reagent, shake 30 s at 1000 rpm, 10 min at RT, read 595.",
        "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=200 @tecan_fluent > "
        "shake speed_rpm=1000 duration_s=30 > incubate duration_s=600 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "rt_l18",
        "Re: Colony PCR on the workcell - how many cycles?\n\n"
        "Going with Jana's suggestion of 25 cycles, thanks all. So the full run is: OT-2 puts "
        "20 µL master mix per well into the PCR plate, seal at 170 °C for 2 s, then ODTC with "
        "94 °C 2 min, 25 x (94 °C 30 s, 55 °C 30 s, 72 °C 1 min), 72 °C 5 min, and finally "
        "all 96 reactions on the LabChip.\n\n"
        "Quote from: jana_k on 11 Mar 2025, 09:12\n"
        "> For colony PCR 25 cycles is plenty, more just gives you smears.\n\n"
        "Quote from: benchmonkey on 11 Mar 2025, 08:40\n"
        "> We always do 35.",
        "transfer volume_ul=20 @opentrons_ot2 > seal temperature_c=170 duration_s=2 > "
        "run_pcr cycles=25 initial_denaturation_c=94 initial_denaturation_s=120 "
        "denaturation_c=94 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 "
        "extension_s=60 final_extension_c=72 final_extension_s=300 @inheco_odtc > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "rt_l19",
        "Please change it to 45 cycles, the targets are low-abundance. Everything else as Wei "
        "wrote.\n\n"
        "Dr. Laura Chen\nPI, Transcriptomics Lab\n\n"
        "On Thu, 13 Mar 2025 at 19:02, Wei Zhang <wei.zhang@tx-lab.example> wrote:\n"
        "> Laura, plan for the 384 run:\n"
        "> peel the cDNA plate; STAR adds 4 µL master mix and then 1 µL cDNA per well of the\n"
        "> 384-well PCR plate; seal 175 °C, 2 s; spin 1500 x g, 1 min; CFX384 with 95 °C\n"
        "> 2 min, then 40 cycles of 95 °C 5 s / 60 °C 30 s.\n"
        "> Wei",
        "peel > transfer volume_ul=4 @hamilton_star > transfer volume_ul=1 @hamilton_star > "
        "seal temperature_c=175 duration_s=2 > spin rcf_g=1500 duration_s=60 > "
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "rt_l20",
        "Two corrections: 50 µL of ONE-Glo, not 100 (it's 1:1 with the 50 µL of medium), and "
        "0.5 s integration - 1 s saturated the top doses last time.\n\n"
        "Best,\nIsaac\n\n"
        ">> On Tue, 11 Mar 2025 at 09:45, Isaac Moreno wrote:\n"
        ">> Reporter plate, 96-well flat:\n"
        ">>  - out of the CO2 incubator\n"
        ">>  - OT-2 adds 100 µL ONE-Glo per well\n"
        ">>  - shake 3 min at 600 rpm\n"
        ">>  - 10 min at room temperature\n"
        ">>  - luminescence, 1 s per well",
        "retrieve @cytomat_2c450 > transfer volume_ul=50 @opentrons_ot2 > "
        "shake speed_rpm=600 duration_s=180 > incubate duration_s=600 > "
        "read_luminescence integration_s=0.5",
    ),
    (
        "rt_l21",
        "I mistyped the dilution: it should be 95 µL water plus 5 µL eluate, not 98 + 2. "
        "Otherwise go ahead.\n\n"
        "Thanks, Amir\n\n"
        "On Mon, 10 Mar 2025 at 14:05, Amir Haddadi wrote:\n"
        "> After the KingFisher run: STAR puts 98 µL water into each well of the UV plate,\n"
        "> then adds 2 µL eluate, then read A260.",
        "run_program @kingfisher_flex > transfer volume_ul=95 @hamilton_star > "
        "transfer volume_ul=5 @hamilton_star > read_absorbance wavelength_nm=260",
    ),
]
