"""Hold-out batch: lab-meeting / stand-up action items pasted as the request.

Style
-----
The request is the raw notes somebody took during a group meeting or a morning stand-up,
pasted as-is: a date line, a list of attendees or none, bullets and dashes, numbered
action items, several people's initials or names with who does what ("JK: ...",
"@Maria ...", "TB ->"), shorthand (cols, DW, RT, o/n, w/, TBC, AI, FYI, KF, CTG, abs,
lum, ex/em), asides and context numbers (dates, rooms, catalogue numbers, costs, plate
and sample IDs, last run's values), parked items, follow-ups and deadlines. Part of the
notes is for the workcell; most of it is for people.

Reading rules a careful lab engineer applies
--------------------------------------------
* The workcell runs ONLY the items assigned to it ("robot", "workcell", "WC",
  "automation", "the automation", "@robot") or items the notes say to run now ("run now",
  "go ahead today", "kick off after the meeting"). Items for people (initials, names,
  @mentions), items for other days ("Thurs", "next wk"), parked items ("parked",
  "PARKING LOT", "revisit later"), follow-ups, orders and write-ups are not run.
* A decision later in the same notes overturns an earlier value ("decided: 1500 x g not
  1000", "-> changed to 20 min", "agreed: 165"). The LATEST decided value wins. A value
  only proposed and then rejected ("no, keep 10 min") leaves the original. Two
  competing values with no decision ("TBC", "MR vs JK - decide Thu") on an item the
  workcell must run now mean: ask.
* Values of items for people or for other days are never step values, and an impossible
  value in such an item does not halt the run. Dates, room numbers, costs, catalogue
  numbers, plate IDs, counts of boxes, meeting times are never step values.
* Steps run in the order the notes give them for the workcell, unless the notes say
  otherwise ("before the read, spin ...", "after the KF run ...").
* An instrument named in the item ("the STAR", "i7", "VSpin", "5424 R", "BioShake",
  "a4S", "SpectraMax", "ODTC", "KF") is the device; a generic word ("spin", "read",
  "add") does not name one. A room-temperature wait is a wait with no device and no
  temperature value.
* "cols 1-6" of a 96-well plate is 48 wells; "rows A-H" of a 384-well plate is 192 wells.
* Halt when a workcell item (with its latest decided value) is outside every suitable
  instrument's limit. Ask when a workcell item lacks a value that matters, has two
  undecided values, gives a centrifuge speed only in rpm, names an instrument the lab
  does not have, or asks for an operation no instrument does (vortex, sonicate).
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    ("lm01", _t("""
        Tues lab mtg 14/5 (RM 3.014)
        - JK: order more 384 PCR plates (HSP3805), ~GBP 210, by Fri
        - @Maria: ELISA write-up for the Novartis call, due 24th
        - robot: spin the assay plate 300 x g, 2 min on the VSpin
        - parked: new plate-reader quote
        """),
     "spin rcf_g=300 duration_s=120 @agilent_vspin"),

    ("lm02", _t("""
        stand-up 09:30
        TB - lysis plate (LY-0207) for the workcell: spin 1000 xg 10 min
        ...discussion re. pellet loss on last week's run...
        decided: 1500 x g not 1000 -> so it goes on the HiG4
        MR to look at the pellets after, photo in the channel
        """),
     "spin rcf_g=1500 duration_s=600 @bionex_hig4"),

    ("lm03", _t("""
        AIs from Monday group meeting
        1. SP: re-run the gel from wk 19 (Thurs)
        2. workcell: heat seal PCR plate PL-0331 on the a4S, 170C 2.5 sec
        3. all: update inventory sheet before the 30th
        """),
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),

    ("lm04", _t("""
        standup notes - Wed
        Ana: BCA standards made, plate already on the deck
        -> run now: SpectraMax abs @ 562nm
        Ben: check tip stock (3 boxes of 200s left)
        next mtg 22nd, 10am
        """),
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),

    ("lm05", _t("""
        GFP screen sub-group
        - read on the SpectraMax, ex 485 / em 520 (KL's suggestion)
        - RD: too much bleed-through at 520 on the last two plates (GS-11, GS-12)
        - decided: em 535 not 520, ex stays 485
        - automation does the read straight after the mtg
        - Dara: image 6 wells on the Zeiss tomorrow
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),

    ("lm06", _t("""
        CellTiter-Glo follow-up
        @Priya - thaw CTG reagent Thu AM
        robot - lum read on the SpectraMax, 0.5 s integration
        @Tom - re-order white plates (Greiner 655083), 2 cases
        """),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("lm07", _t("""
        stand-up 8:45
        - YL: bead plate -> workcell: BioShake 1200 rpm, 5 mins
        - YL to QC the libraries on the LabChip next wk (by hand, not the robot)
        - Omar off Fri
        """),
     "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm"),

    ("lm08", _t("""
        Lysis protocol - notes
        * HM: order lysozyme (Sigma L6876) - we're on the last vial
        * workcell: BioShake 800rpm at 37 deg for 30 min
        * HM + JP: compare with the sonication data from March (parked till HM is back)
        """),
     "shake speed_rpm=800 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    ("lm09", _t("""
        mtg 3/6 - screening subgroup
        * AB: compound plate CP-0007 is on the STAR deck
        * STAR/robot: 40 uL media into cols 1-6 only (cols 7-12 = controls, AB does those by hand)
        * CD: compile Z' for the last 4 plates
        """),
     "transfer volume_ul=40 wells=48 @hamilton_star"),

    ("lm10", _t("""
        HTRF assay - quick sync
        @automation: on the i7, 5 µl detection mix into rows A-H of the 384-well plate
          (rows I-P are empty this time)
        @Sven: send the plate map to Lena
        FYI reagent lot changed (lot 24B117)
        """),
     "transfer volume_ul=5 wells=192 @biomek_i7_hybrid"),

    ("lm11", _t("""
        Cell culture subgroup, 11 Jun
        - Rosa: passage HEK (P14) tomorrow
        - robot: seeded plates into the Cytomat, 37 °C, 16 h
        - Rosa: check mycoplasma result when it comes back (~Mon)
        """),
     "incubate temperature_c=37 duration_s=57600 @cytomat_2c450"),

    ("lm12", _t("""
        Cloning
        - KM: Gibson assembly of pKM-44 done
        - workcell: ODTC hold 65C 10 min (heat-inactivate DpnI)
        - KM transforms Thu, plates in 37 room
        """),
     "incubate temperature_c=65 duration_s=600 @inheco_odtc"),

    ("lm13", _t("""
        Amplicon panel PCR - robot runs it on the ODTC today
          98 C 30s initial
          35 cycles: 98C 10s / 60C 20s / 72C 30s
          final ext 72C 5 min, hold 4C
        - JS worried about chimeras w/ 35 cyc
        - decided: 30 cycles not 35, rest unchanged
        - JS: cleanup + Qubit tomorrow
        """),
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("lm14", _t("""
        qPCR standup - Thurs
        - Nina: primers for GAPDH/ACTB arrived (box in the -20, shelf 3)
        - workcell: CFX384 run, 95°C 3 min then 40 cyc of 95°C 15 s / 60°C 1 min
        - Nina analyses Fri; results to Paul by Mon
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),

    ("lm15", _t("""
        - workcell: XPeel the plate sealed on Fri (PL-0612), then hand it to Jen
        - Jen reads it by hand on the old Tecan reader in 2.05 (not robot)
        - parked: service contract for the XPeel (renewal 1 Sep)
        """),
     "peel @azenta_xpeel"),
    ("lm16", _t("""
        RNA extraction - standup
        - robot: KingFisher, MagMAX viral/pathogen program on the 96 DW plate (RX-0418)
        - Lu: Nanodrop a few by hand afterwards
        - Lu: order more MagMAX kits (2 x 4 plates), cost ~$1,900
        """),
     "run_program @kingfisher_flex"),

    ("lm17", _t("""
        Library QC
        * Ivan: libraries 1-24 normalised yesterday
        * WC: LabChip, 24 samples, DNA HS chip
        * Ivan: pool + send to the core by 3pm Thurs (tube IDs LIB-1101..1124)
        """),
     "run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("lm18", _t("""
        end of day stand-up
        - automation: finished plates into the Cytomat 24 hotel, 4 °C, until Monday
        - Ravi: clean the STAR deck (spill at pos 12)
        - Ravi: next week's rota on the board
        """),
     "store temperature_c=4 @cytomat_24"),

    ("lm19", _t("""
        Workcell sync
        - PF400: move the reagent plate over to the Fluent deck (robot, now)
        - Ed: teach points for the new nest still not saved - Ed to redo Fri
        - parked: second arm
        """),
     "move_plate @precise_pf400"),

    ("lm20", _t("""
        Protein sub-group 17/4
        - KT: BL21 lysates in 1.5 mL tubes (12 of them)
        - robot (tubes): 5424 R, 16,000 x g, 4 °C, 10 min to clear
        - KT runs the gel Fri; SDS-PAGE rig in 3.22
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("lm21", _t("""
        Culture harvest
        - workcell: 50 mL conicals on the 5810, 4000 rcf, 20 min, 4C
        - Farah: decant + freeze pellets (-80, rack C)
        - 6 x 50 mL per run, balance w/ water
        """),
     "spin rcf_g=4000 duration_s=1200 temperature_c=4 @eppendorf_5810r"),

    ("lm22", _t("""
        - OT-2 (robot): 10 µL primer mix into every well of the PCR plate
        - Tim: primer order #4471 arrives Tues, check it
        - Tim: thermocycler booking for Wed - not needed, ODTC is free
        """),
     "transfer volume_ul=10 @opentrons_ot2"),

    ("lm23", _t("""
        Deep-well expression cultures
        - Ines: inoculate 96 DW plate tomorrow morning
        - workcell now: Flex dispenses 1 mL TB media per well of the DW plate
        - Ines: IPTG induction at OD 0.6 (by hand)
        """),
     "transfer volume_ul=1000 @opentrons_flex"),

    ("lm24", _t("""
        bead cleanup, short version
        - Fluent: mix 50 µl, 10x, beads + sample (robot)
        - GH: check bead lot vs last time (lot 2219)
        """),
     "mix volume_ul=50 @tecan_fluent"),

    ("lm25", _t("""
        Mon 08:50 huddle
        1) i5 - 0.5 mL wash buffer into each well of the 24 DW plate (workcell)
        2) Pat - buffer recipe in eLN, p. 114
        3) Pat - out Weds-Fri
        """),
     "transfer volume_ul=500 @biomek_i5"),

    ("lm26", _t("""
        Phospho assay - notes
        - workcell: after stim, Cytomat 37C for 10 min
        - long chat about signal window...
        - decided: 20 min not 10 (per Jia's time course, fig 3)
        - Jia to send updated SOP v1.3 by Friday
        """),
     "incubate temperature_c=37 duration_s=1200 @cytomat_2c450"),

    ("lm27", _t("""
        Growth curves
        - robot: OD600 read of the culture plate, run now
        - Wei: fit curves in R, share by EOD Thurs
        - Wei: plate GC-0509 goes to the bin after the read
        """),
     "read_absorbance wavelength_nm=600"),

    ("lm28", _t("""
        Sealing issues
        - new foil (4ti-0521) wrinkles at 175
        - decided: seal at 165 °C, 3 s from now on
        - workcell: seal today's PCR plate on the a4S with the new settings
        - Ola: email Azenta re. the wrinkling (ticket 88231)
        """),
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("lm29", _t("""
        ELISA debrief
        - last time we spun at 500 x g and there were still bubbles
        - workcell: VSpin the plate 1000 x g, 2 min before it goes to the reader (reader
          bit is Sam's, he reads it manually)
        - Sam: std curve looked flat above 2 ng/mL - recheck dilutions
        """),
     "spin rcf_g=1000 duration_s=120 @agilent_vspin"),

    ("lm30", _t("""
        NGS prep - Tues
        - @robot: on the STAR, 12 uL ligation master mix per well, all 96
        - @Hana: adaptor plate thaw on ice 30 min beforehand
        - @Hana: 10 min RT after - Hana does it on the bench
        """),
     "transfer volume_ul=12 @hamilton_star"),

    ("lm31", _t("""
        Bacterial plates
        - Cytomat: 30 °C o/n (16 h) for the BL21 plates - workcell
        - Mo: check the CO2 on the other incubator, alarm went off twice (Rm 1.08)
        """),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),

    ("lm32", _t("""
        Stand-up
        - Luc: the HiG4 was making a noise Mon, service booked 2 Jul
        - workcell: HiG4 anyway today, deep-well plate 3000 x g 15 min (Luc says ok)
        - Luc: 10:30 call w/ BioNex
        """),
     "spin rcf_g=3000 duration_s=900 @bionex_hig4"),

    ("lm33", _t("""
        Tube spins
        * 2 mL tubes from the digest (24 tubes), robot: 5424 R 12k x g 1 min
        * Zoe: gel at 2pm
        * decided: 4 °C not RT for the spin - keep the enzyme cold
        """),
     "spin rcf_g=12000 duration_s=60 temperature_c=4 @eppendorf_5424r"),

    ("lm34", _t("""
        Lab mtg - action items
        - AK: order 50 mL conicals (Falcon 352070)
        - BL: finish figure 2 for the paper by 20 Jun
        - workcell: XPeel only today, nothing else - plate GL-0088 then goes to BL
        """),
     "peel @azenta_xpeel"),

    ("lm35", _t("""
        Enzyme kinetics (Dev, Mia, Ray)
        - Dev: substrate stock 10 mM, made today
        - workcell: fluorescence read, ex 340 em 460 (NADH) - go ahead now
        - Mia: kinetic mode on the reader next time? parked
        """),
     "read_fluorescence excitation_nm=340 emission_nm=460"),

    ("lm36", _t("""
        Luciferase reporter
        - robot: 30 µl ONE-Glo on the i7 into cols 1-3 (the 24 transfected wells only)
        - Mia: the rest of the plate is for Ray's thing Thurs, don't touch
        """),
     "transfer volume_ul=30 wells=24 @biomek_i7_hybrid"),

    ("lm37", _t("""
        weekly
        - Pia: thesis chapter draft to Prof by 1 Aug
        - robot: ODTC 37 °C 2 hr for the restriction digest (plate RD-0702)
        - Pia: run the gel after (Pia, not robot)
        """),
     "incubate temperature_c=37 duration_s=7200 @inheco_odtc"),

    ("lm38", _t("""
        Plate logistics
        - cold storage: automation puts the assay-ready plates in the 2C425 at 4 degrees
        - Ken: label the new shelf in the walk-in
        """),
     "store temperature_c=4 @cytomat_2c425"),

    ("lm39", _t("""
        Coating plates
        - workcell: BioShake at 500 rpm for 1 h, RT (no heating)
        - originally said 300 rpm -> Jo: 300 doesn't cover the well - agreed 500
        - Jo coats the second batch Thurs
        """),
     "shake speed_rpm=500 duration_s=3600 @qinstruments_bioshake_3000t_elm"),

    ("lm40", _t("""
        Fri stand-up
        - Ali: miniprep 8 clones
        - Ali: seq order (Eurofins, 8 x) by 4pm
        - run now on the OT-2: 2 ul of each miniprep into the seq plate
        """),
     "transfer volume_ul=2 @opentrons_ot2"),
    # ---- two to four steps -------------------------------------------------------------
    ("lm41", _t("""
        ELISA readout - Thu
        - robot: STAR adds 100 µL TMB; wait 15 min RT; STAR adds 50 µL stop soln;
          then A450 on the SpectraMax
        - Sara: the low std was weak last run (0.08 OD)
        - decided: 20 min TMB not 15
        - Sara: report to the client by Mon (PO 55-1021)
        """),
     "transfer volume_ul=100 @hamilton_star > incubate duration_s=1200 > "
     "transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("lm42", _t("""
        pNPP assay
        - workcell: abs read at 405 nm on the SpectraMax
        - before the read, spin 1 min at 500 x g on the VSpin (bubbles last time)
        - Gus: recheck the phosphatase dilution (1:2000 vs 1:5000) on Fri
        """),
     "spin rcf_g=500 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=405 @spectramax_i3x"),

    ("lm43", _t("""
        Viability - 2 Jul
        - PL-0701 (sealed yesterday): workcell peels it on the XPeel, then fluor read on
          the SpectraMax ex 560 / em 590
        - Hugo: resazurin stock is low, order (R7017)
        - Hugo out next week
        """),
     "peel @azenta_xpeel > read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),

    ("lm44", _t("""
        Colony PCR - robot does all of it today
        - i7: 20 µl master mix into the 96 PCR plate
        - a4S seal, 165 C, 3 s
        - ODTC: 95C 2 min; 25 cycles of 95C 15s / 55C 15s / 72C 1 min; 72C 5 min; hold 4C
        - Ben wants a higher anneal (primer Tm 62) -> agreed 58 °C, not 55
        - Ben picks colonies Weds for the next batch (that's Ben, not robot)
        """),
     "transfer volume_ul=20 @biomek_i7_hybrid > seal temperature_c=165 duration_s=3 @azenta_a4s > "
     "run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
     "denaturation_s=15 annealing_c=58 annealing_s=15 extension_c=72 extension_s=60 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("lm45", _t("""
        gDNA extraction
        - workcell: KF run (MagMAX DNA program), then STAR moves 40 uL eluate into the PCR plate
        - Q from Eli: elution vol is 50 uL, 40 leaves a lot behind?
        - decided: transfer 45 uL not 40
        - Eli: Qubit 8 random wells tomorrow
        """),
     "run_program @kingfisher_flex > transfer volume_ul=45 @hamilton_star"),

    ("lm46", _t("""
        Resorufin assay
        - robot: Cytomat, 37 °C for 2 h, then the SpectraMax - fluorescence ex 530 em 590
        - Mira: std curve Thurs
        - Mira: slides for group mtg 28th
        """),
     "incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=530 emission_nm=590 @spectramax_i3x"),

    ("lm47", _t("""
        end-of-run
        - workcell: seal on the a4S (170 °C, 2 s) and put it in the Cytomat 24 at 4 °C
        - Lars takes it to the CFX himself on Monday
        - Lars: book the CFX for Mon 9-11
        """),
     "seal temperature_c=170 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_24"),

    ("lm48", _t("""
        CTG - compound plates 1-4
        - robot: 25 uL CellTiter-Glo on the Fluent -> BioShake 2 min @ 700 rpm -> 10 min RT
          -> lum on the SpectraMax, 1 s integration
        - Oli: IC50 fits by Fri
        - FYI reagent is 4x more expensive now (~EUR 1,150/kit)
        """),
     "transfer volume_ul=25 @tecan_fluent > "
     "shake speed_rpm=700 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "incubate duration_s=600 > read_luminescence integration_s=1 @spectramax_i3x"),

    ("lm49", _t("""
        Plasmid preps
        - workcell: 1.5 mL tubes into the 5424 R, 10,000 x g, 2 min; then Flex transfers
          200 µL supernatant into the DW plate
        - Nora: column step by hand after (not robot)
        """),
     "spin rcf_g=10000 duration_s=120 @eppendorf_5424r > transfer volume_ul=200 @opentrons_flex"),

    ("lm50", _t("""
        bead binding
        - OT-2 (workcell): 15 µL beads into each well, then mix at 30 µL
        - Rui: make fresh 80% EtOH for tomorrow
        """),
     "transfer volume_ul=15 @opentrons_ot2 > mix volume_ul=30 @opentrons_ot2"),

    ("lm51", _t("""
        Amplicon QC
        - workcell: XPeel the amplicon plate, then all 96 on the LabChip (DNA 1K)
        - Ty: send the traces to the PI; cc Ana
        - Ty: chip cartridge expires 31 Aug, use it up
        """),
     "peel @azenta_xpeel > run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("lm52", _t("""
        Debris spin
        - workcell: HiG4 2000 x g 5 min; PF400 then takes the plate to the Cytomat 24, store at 4 °C
        - Jo: check the hotel temp log (was 6 °C on Tues)
        """),
     "spin rcf_g=2000 duration_s=300 @bionex_hig4 > move_plate @precise_pf400 > "
     "store temperature_c=4 @cytomat_24"),

    ("lm53", _t("""
        Lysis - DW plates
        - robot: STAR adds 50 µL lysis buffer, then BioShake 1500 rpm 10 min
        - NB 50 is too little for the DW plates -> decided: 75 µL
        - Kim: protein assay Mon
        """),
     "transfer volume_ul=75 @hamilton_star > "
     "shake speed_rpm=1500 duration_s=600 @qinstruments_bioshake_3000t_elm"),

    ("lm54", _t("""
        NanoBiT
        - robot: lum read on the SpectraMax with 0.2 s integration - but first
          30 min in the Cytomat at 37 °C
        - Esme: transfect the next batch Thurs
        """),
     "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
     "read_luminescence integration_s=0.2 @spectramax_i3x"),

    ("lm55", _t("""
        qPCR sub-group
        - workcell: i7 puts 8 µL of mix into the 384-well PCR plate, a4S seal 165 °C 2 s,
          then the CFX384: 95 °C 2 min, 40 cycles 95 °C 5 s / 60 °C 30 s
        - Nina: primer efficiency curves (parked till next mtg)
        """),
     "transfer volume_ul=8 @biomek_i7_hybrid > seal temperature_c=165 duration_s=2 @azenta_a4s > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("lm56", _t("""
        End-repair/A-tailing - libs 25-48
        - robot on the ODTC: 20C 30 min, then 65C 30 min
        - Ivan: ligation tomorrow by hand
        - reminder: kit lot 10187 expires soon
        """),
     "incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1800 @inheco_odtc"),

    ("lm57", _t("""
        Normalisation
        - workcell: sealed plate -> VSpin 100 x g 1 min -> XPeel -> i5 adds 10 ul water
        - Cat: check the conc. table (v2 on the drive)
        """),
     "spin rcf_g=100 duration_s=60 @agilent_vspin > peel @azenta_xpeel > "
     "transfer volume_ul=10 @biomek_i5"),

    ("lm58", _t("""
        Bradford
        - run now: Flex adds 200 uL Bradford reagent per well, 5 min RT, abs 595
        - Lea: BSA stds from the fridge (box 7)
        """),
     "transfer volume_ul=200 @opentrons_flex > incubate duration_s=300 > "
     "read_absorbance wavelength_nm=595"),

    ("lm59", _t("""
        Prot K digest
        - workcell: BioShake 1000 rpm, 56 °C, 10 min; then 5810 plate spin 1000 x g 1 min
        - Dan: the 5810 lid seal is cracked - report to facilities (ticket #3310)
        """),
     "shake speed_rpm=1000 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=1000 duration_s=60 @eppendorf_5810r"),

    ("lm60", _t("""
        Daughter plates
        - robot, i5, cols 1-6 only: mix 100 µL, then 50 µL of each into the daughter plate
        - cols 7-12 are Vic's - leave them
        - Vic: new barcodes (DP-2001 onward)
        """),
     "mix volume_ul=100 wells=48 @biomek_i5 > transfer volume_ul=50 wells=48 @biomek_i5"),

    ("lm61", _t("""
        Tissue lysates
        - workcell: Cytomat 37 °C 1 h (digest), then KingFisher
        - Uma: decide on bead kit for next month - parked
        """),
     "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > run_program @kingfisher_flex"),

    ("lm62", _t("""
        Sun-Li's plate
        - workcell: a4S seal 165 C 3 s, then spin 1 min 1000 x g
        - PARKED: robot PCR on the ODTC (waiting on new primers, ETA 2 wks)
        - Sun-Li: redesign primer 3R
        """),
     "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60"),

    # ---- must halt ---------------------------------------------------------------------
    ("lm63", _t("""
        Protein sub-group
        - workcell: 1.5 mL lysate tubes on the 5424 R, 16k x g, 10 min, 4 °C
        - Kate wants tighter pellets -> decided: 25,000 x g not 16k
        - Kate: gel Fri
        """),
     "halted"),

    ("lm64", _t("""
        Foil trial
        - new thick foil (cat. AB-3739) - vendor sheet says seal at 210 °C, 3 s
        - workcell: seal the trial plate on the a4S with the vendor settings
        - Ola: compare peel force with the old foil
        """),
     "halted"),

    ("lm65", _t("""
        Peptide quant
        - robot: abs read at 214 nm on the SpectraMax (peptide bond), UV plate already in
        - Raj: HPLC comparison next wk
        """),
     "halted"),

    ("lm66", _t("""
        Bead resuspension
        - workcell: BioShake 1500 rpm, 2 min
        - Ana: beads settle at 1500, need way more
        - decided: 3500 rpm, 2 min
        """),
     "halted"),

    ("lm67", _t("""
        Media change
        - robot: STAR adds 400 µL fresh media to every well of the normal 96-well
          flat-bottom plate
        - Tess: split the T75s Thurs
        """),
     "halted"),

    ("lm68", _t("""
        Low-signal lum
        - signal is tiny, Max wants a long integration
        - workcell: lum read on the SpectraMax, 2 min integration
        - Max: try the new substrate next wk
        """),
     "halted"),

    ("lm69", _t("""
        PCR plate cleanup
        - workcell: spin the 96 PCR plate at 8,000 x g for 5 min on the HiG4
        - Pete: gel afterwards
        """),
     "halted"),

    # ---- must ask ----------------------------------------------------------------------
    ("lm70", _t("""
        stand-up
        - robot: spin the cell plate 3000 rpm 5 min before the media change
        - Gil: new FBS lot test (lot 2317) next wk
        """),
     "ask"),

    ("lm71", _t("""
        Tube workflow
        - workcell: vortex the 2 mL tubes 30 s
        - Noor: label tubes for Mon
        """),
     "ask"),

    ("lm72", _t("""
        Blocking step
        - robot runs the blocking today, Cytomat 37 °C
        - time: MR says 30 min, JK says 45 min - not settled, revisit at Thurs mtg
        - JK: order more BSA
        """),
     "ask"),

    ("lm73", _t("""
        Compound dispense
        - workcell: 50 nL of each compound into the 1536 plate on the Echo
        - Fay: compound list to Ivo by Wed
        """),
     "ask"),

    ("lm74", _t("""
        Detection
        - workcell: add the detection reagent to the assay plate now (volume TBC w/ Priya)
        - Priya: confirm volume with the vendor (she's emailing them)
        """),
     "ask"),

    ("lm75", _t("""
        Lysate prep
        - workcell: sonicate the lysate plate, 3 x 10 s pulses
        - Bo: BCA after
        """),
     "ask"),
    # ---- more one-step notes with distractors --------------------------------------------
    ("lm76", _t("""
        Mtg 9 Oct - EV project
        - Kate: exosome tubes 100,000 x g, 70 min on the ultra in B-block (booked Thu)
        - Kate: NTA on Fri
        - robot: VSpin the collection plate, 800 x g, 3 min
        """),
     "spin rcf_g=800 duration_s=180 @agilent_vspin"),

    ("lm77", _t("""
        Edge leaks
        - workcell: seal on the a4S at 160 °C, 2 s
        - Ola suggested going to 220 for the edges -> no, keep 160 and change the foil roll
        - Ola: change the roll before the run
        """),
     "seal temperature_c=160 duration_s=2 @azenta_a4s"),

    ("lm78", _t("""
        Wed stand-up
        - robot: STAR, 30 µL reagent into the assay plate
        - robot: Cytomat 37 °C 4 h afterwards -> NO, moved to Jess, she uses the TC-room
          incubator
        - Jess: plate back to the reader Thurs
        """),
     "transfer volume_ul=30 @hamilton_star"),

    ("lm79", _t("""
        Serum project
        - robot, Tues next wk: KF run for the serum samples (NOT today)
        - today, workcell: i7 adds 20 µL proteinase K per well
        - Abe: sample manifest (S-0441..0536) to the biobank by 15th
        """),
     "transfer volume_ul=20 @biomek_i7_hybrid"),
]
