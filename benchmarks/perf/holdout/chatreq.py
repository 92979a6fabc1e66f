"""Hold-out batch "chatreq": requests typed into a chat window to the lab's automation assistant.

Style: conversational chat messages, often two or three short messages joined by newlines
("hi!" / "can you run the qPCR plate" / "95 3 min then 40x ..."), lowercase, emoji, politeness,
questions ("can you also read it at 450 after?"), typos ("teh fluent shoud"), British and American
spelling, numbers as words ("twelve thousand g", "seventy-five microlitres", "half an hour"),
thousands separators ("16,000 xg", "1,500 rpm") and mixed unit spellings (uL/µL/μl/microlitres,
C/°C/ºC/deg/degrees, g/xg/x g/×g/rcf, s/sec/min/mins/h/hr).

Traps:
- follow-up messages that change a value ("oh and make the spin 2 min not 1", "anneal is 58 not 60",
  "actually make it 1000 rpm"): the correction wins;
- follow-up questions that add a step ("can you also read it at 450 after?");
- mentions of work already done that are not steps ("it's sealed already", "plate's already peeled",
  "lysate's already in the deepwell", "the falcons are balanced already");
- context numbers that are not settings (lot 22B0417, barcode BC-004512, plate 3 of 8, P12, 10k/well,
  dates 14/03, room 4.112, "both plates", "over the weekend");
- a later step mentioned first ("read at 450 nm after spinning it ...");
- well subsets (columns 1-3 = 24, cols 1-6 = 48, A1-A8 = 8, A1-A12 = 12, column 12 = 8,
  first two columns = 16, A1-D1 = 4);
- "room temp" / "RT" = no temperature key; a rest at room temperature is an incubate step;
- ask: vortex, sonicate, rpm-only centrifuge speed, "speed 5", OD with no wavelength, nL acoustic
  transfer on an Echo, a PCR with no cycling temperatures, a transfer with no volume, "405 or 410",
  drops, an instrument the lab does not have (NanoDrop);
- halted: 6,000 x g plate spin, 25,000 x g tube spin, 210 °C seal, 3,500 rpm shake, 25% CO2,
  200 nm absorbance, 2 min luminescence integration, 10 mL transfer, 90 min magnet on the i7,
  400 LabChip samples, 1.5 mL per transfer on the OT-2.

@device is written only where the text names the instrument (brand/model or registry alias);
it is carried to each step of a request headed by that instrument ("on the biomek i7 pls: ...").
"""

NAME = "chatreq"

CASES: list[tuple[str, str, str]] = [
    ("chatreq-01",
     "hi!\ncan you run the qPCR plate on the cfx384\n95 3 min then 40x 95 10s 60 30s, it's sealed already",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("chatreq-02",
     "hey could you spin my plate on the vspin, 1000 x g for 1 min, then read it at 450? thanks!\n"
     "oh and make the spin 2 min not 1",
     "spin rcf_g=1000 duration_s=120 @agilent_vspin > read_absorbance wavelength_nm=450"),
    ("chatreq-03",
     "morning :) the plate's already peeled and the glo reagent is in. just need a luminescence read "
     "on the spectramax, 0.5 s integration please",
     "read_luminescence integration_s=0.5 @spectramax_i3x"),
    ("chatreq-04",
     "hi hi\ncould the hamilton put 20 µl of buffer into columns 1-3 of the 96-well\n"
     "then seal at 170 °C for 2 s and give it a 1 min spin at 1000 xg? thank you!!",
     "transfer volume_ul=20 wells=24 @hamilton_star > seal temperature_c=170 duration_s=2 > "
     "spin rcf_g=1000 duration_s=60"),
    ("chatreq-05",
     "can you vortex the tubes for 10 s and then spin them 1 min at 1000 g? 🙏",
     "ask"),
    # "leave it 15 min at room temp" is read as an incubate step with no temperature key.
    ("chatreq-06",
     "hi! elisa plate is washed and blocked already\ncan you add 100 µl TMB, leave it 15 min at room temp, "
     "then 50 µl stop solution and read at 450 on the spectramax? ty 🙏",
     "transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50 > "
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),
    # Plate centrifuges: VSpin max 1000, HiG4 max 5000, 5810R plate rotor max 2900 x g.
    ("chatreq-07",
     "can u spin the pcr plate at 6,000 x g for 5 min? it's sealed already 👍",
     "halted"),
    ("chatreq-08",
     "hiya, can the ODTC run my PCR? 98 for 30s, then 30 cycles of 98 10s / 62 20s / 72 30s, "
     "final ext 72 for 5 min, hold at 4. thx!",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("chatreq-09",
     "hey 👋 lysate's already in the deepwell and the beads are added\n"
     "can you run MagBind_gDNA on the kingfisher flex, then put the elution plate in the 2C425 at 4 °C",
     "run_program program=MagBind_gDNA @kingfisher_flex > store temperature_c=4 @cytomat_2c425"),
    ("chatreq-10",
     "can you run the labchip? DNA High Sensitivity assay, 96 samples. plate's already prepped w/ ladder",
     "run_assay assay=dna_high_sensitivity sample_count=96 @labchip_gx_touch_ht"),
    ("chatreq-11",
     "could you sonicate the lysates 3 x 10 s on ice and then spin down at 12000 g 10 min",
     "ask"),
    ("chatreq-12",
     "fluent pls: 10 µL sample buffer into A1-A8 of the pcr plate\nspin it 1 min 500 g\n"
     "then protein express on the GX Touch, 8 samples",
     "transfer volume_ul=10 wells=8 @tecan_fluent > spin rcf_g=500 duration_s=60 > "
     "run_assay assay=protein_express sample_count=8 @labchip_gx_touch_ht"),
    # The read is put on the SpectraMax because the text sends the plate there to be read.
    ("chatreq-13",
     "the BCA plate is sitting on the landing pad. can the pf400 take it to the spectramax and read abs "
     "at 562? cheers",
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=562 @spectramax_i3x"),
    # Tube centrifuges: 5424R max 21,130 x g, 5810R fixed-angle rotor max 20,133 x g.
    ("chatreq-14",
     "quick q, can the microfuge do 25,000 xg? need the 1.5 ml tubes spun 10 min at 4 °C",
     "halted"),
    ("chatreq-15",
     "spin the deepwell on the HiG4 at 2,500 x g for 10 mins pls",
     "spin rcf_g=2500 duration_s=600 @bionex_hig4"),
    ("chatreq-16",
     "ok so the 50 ml falcons are balanced already\n1) 5810R 3000 xg 10 min 4C\n"
     "2) fluent takes 1 mL of supernatant into each well of the deepwell\n3) then put the deepwell in the 2C425 at 4",
     "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r > transfer volume_ul=1000 @tecan_fluent > "
     "store temperature_c=4 @cytomat_2c425"),
    ("chatreq-17",
     "quick one — microfuge tubes in the 5424R, 16,000 ×g, 5 min, 4 °C",
     "spin rcf_g=16000 duration_s=300 temperature_c=4 @eppendorf_5424r"),
    ("chatreq-18",
     "on the odtc can you hold the plate at 37 °C for 30 min and then 65 for 20 min to heat kill? thanks",
     "incubate temperature_c=37 duration_s=1800 @inheco_odtc > incubate temperature_c=65 duration_s=1200 @inheco_odtc"),
    # a4S sealer max 200 °C.
    ("chatreq-19",
     "xpeel it, have the hamilton add 5 µl, then reseal at 210 °C 2 s pls",
     "halted"),
    ("chatreq-20",
     "seal w/ the a4s pls, 165 °C 3 sec 🙂",
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),
    ("chatreq-21",
     "xpeel the plate\nadd 10 µL detection reagent\nthen fluorescence 485/520 pls",
     "peel @azenta_xpeel > transfer volume_ul=10 > read_fluorescence excitation_nm=485 emission_nm=520"),
    ("chatreq-22",
     "spin the plate at 3000 rpm for 5 min please 🙏",
     "ask"),
    ("chatreq-23",
     "put it on the bioshake, 1200 rpm 5 min at 37 ºC 🙂",
     "shake speed_rpm=1200 duration_s=300 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("chatreq-24",
     "cells are seeded (P12 HEK, 10k/well). can you put the plate in the cytomat 2C450 at 37 °C 5% CO2 for 48 h?",
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),
    ("chatreq-25",
     "shake 30 s at 800 rpm, read OD600, then store it in the 2C425 at 4 °C",
     "shake speed_rpm=800 duration_s=30 > read_absorbance wavelength_nm=600 > store temperature_c=4 @cytomat_2c425"),
    # BioShake max 3000 rpm; Biomek deck shakers max 1000/1200 rpm.
    ("chatreq-26",
     "can you shake it at 3,500 rpm for 2 min? needs to be really vigorous",
     "halted"),
    ("chatreq-27",
     "grab plate 3 of 8 from the cytomat 24, have the pf400 bring it over, then seal at 160 for 2.5 s",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > seal temperature_c=160 duration_s=2.5"),
    ("chatreq-28",
     "put it on the shaker at speed 5 for 10 min",
     "ask"),
    # "leave it 10 min at RT" is read as an incubate step with no temperature key.
    ("chatreq-29",
     "hey! can you:\nget my plate out of the 2C450\nadd 20 uL CellTiter-Glo\nshake 2 min at 500 rpm\n"
     "leave it 10 min at RT\nread luminescence\nthank you 😊",
     "retrieve @cytomat_2c450 > transfer volume_ul=20 > shake speed_rpm=500 duration_s=120 > "
     "incubate duration_s=600 > read_luminescence"),
    ("chatreq-30",
     "read at 450 nm after spinning it at 500 g for 1 min",
     "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=450"),
    # Cytomat 2C450 CO2 range 0-20 %.
    ("chatreq-31",
     "hi, can you incubate in the 2C450 at 37 °C with 25% CO2 for 18 h? it's for the hypercapnia test 😅",
     "halted"),
    ("chatreq-32",
     "can you shake the plate at 800 rpm for 10 min\nactually make it 1000 rpm\nsorry!",
     "shake speed_rpm=1000 duration_s=600"),
    ("chatreq-33",
     "run thirty-five cycles on the ODTC: 95 for 15 s, 55 for 15 s, 72 for one minute. initial denat 95 2 min, "
     "hold at 10 after",
     "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 "
     "annealing_c=55 annealing_s=15 extension_c=72 extension_s=60 hold_c=10 @inheco_odtc"),
    ("chatreq-34",
     "after 20 min shaking at 800 rpm can you read the OD?",
     "ask"),
    ("chatreq-35",
     "peel the 384 plate, biomek i5 adds 5 µL template per well, seal 165 °C 3 s, spin 1000 g 1 min, "
     "then qpcr on the CFX384: 95 °C 2 min, 45 cycles 95 5 s / 60 30 s",
     "peel > transfer volume_ul=5 @biomek_i5 > seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 > "
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 "
     "annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("chatreq-36",
     "take plate out of the cytomat 24, read OD600, then incubate it in the 2C450 at 30 °C for 16 hr",
     "retrieve @cytomat_24 > read_absorbance wavelength_nm=600 > "
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),
    ("chatreq-37",
     "hamilton: mix 50 µL 8 times in cols 1-6 of the 96",
     "mix volume_ul=50 cycles=8 wells=48 @hamilton_star"),
    ("chatreq-38",
     "can the echo shoot 50 nL of each compound into the 384? source plate is plate 2",
     "ask"),
    # "each well of the 24 deep-well" is the whole plate, so no wells key.
    ("chatreq-39",
     "biomek i7: 0.8 mL from the 50 mL tube into each well of the 24 deep-well pls",
     "transfer volume_ul=800 @biomek_i7_hybrid"),
    ("chatreq-40",
     "can you pull plate BC-004512 from the 2C425, read fluorescence on the i3x ex 535 em 590, "
     "then back into the 2C425 at 4 °C",
     "retrieve @cytomat_2c425 > read_fluorescence excitation_nm=535 emission_nm=590 @spectramax_i3x > "
     "store temperature_c=4 @cytomat_2c425"),
    ("chatreq-41",
     "Could you centrifuge the plate at 800 x g for 3 minutes, then pop it on the BioShake at 37 degrees, "
     "1,500 rpm for half an hour, and read absorbance at 595 afterwards? Cheers",
     "spin rcf_g=800 duration_s=180 > shake speed_rpm=1500 duration_s=1800 temperature_c=37 "
     "@qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=595"),
    ("chatreq-42",
     "run the PCR on the ODTC pls, 35 cycles, the usual Taq program",
     "ask"),
    ("chatreq-43",
     "add 100 µl of PBS, seal at 170 C for 1.5 s and stick it in the 2C425 at 8 °C over the weekend",
     "transfer volume_ul=100 > seal temperature_c=170 duration_s=1.5 > store temperature_c=8 @cytomat_2c425"),
    ("chatreq-44",
     "PCR on the odtc for lot 22B0417 samples: 25 cycles 95/15s, 58/30s, 72/45s, no initial step needed, hold 4",
     "run_pcr cycles=25 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=30 extension_c=72 "
     "extension_s=45 hold_c=4 @inheco_odtc"),
    # SpectraMax i3x absorbance range 230-1000 nm.
    ("chatreq-45",
     "read absorbance at 200 nm pls, checking for peptide bonds",
     "halted"),
    ("chatreq-46",
     "on the biomek i7 pls: add 90 µL beads, mix 75 µL 10x, magnet for 3 min, then remove 170 µL supernatant",
     "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=75 cycles=10 @biomek_i7_hybrid > "
     "magnetic_separation duration_s=180 @biomek_i7_hybrid > transfer volume_ul=170 @biomek_i7_hybrid"),
    ("chatreq-47",
     "can you spin the eppendorf tubes in the 5424 at twelve thousand g for ten minutes, room temp is fine",
     "spin rcf_g=12000 duration_s=600 @eppendorf_5424r"),
    # SpectraMax luminescence integration max 60 s.
    ("chatreq-48",
     "read lum with 2 min integration please, signal is super weak",
     "halted"),
    ("chatreq-49",
     "5810R: spin both plates at 2000 rcf for 15 min at 4 °C",
     "spin rcf_g=2000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("chatreq-50",
     "teh fluent shoud add 2.5 ul of compound to wells A1-A12 then shake 1000rpm 1 min",
     "transfer volume_ul=2.5 wells=12 @tecan_fluent > shake speed_rpm=1000 duration_s=60"),
    ("chatreq-51",
     "can the hamilton move the supernatant into a fresh plate and then seal it?",
     "ask"),
    ("chatreq-52",
     "flex: distribute 50 µL into the first two columns",
     "transfer volume_ul=50 wells=16 @opentrons_flex"),
    # "OT-2 please:" heads both steps, so the mix is on the OT-2 too.
    ("chatreq-53",
     "OT-2 please: 20 μl sample into the PCR plate then mix 15 μl 3x",
     "transfer volume_ul=20 @opentrons_ot2 > mix volume_ul=15 cycles=3 @opentrons_ot2"),
    # Every liquid handler's transfer maximum is 5000 uL.
    ("chatreq-54",
     "can you add 10 mL of media to each 50 mL tube?",
     "halted"),
    ("chatreq-55",
     "plates from 14/03 (room 4.112). incubate in the 2C450, 37 °C 5% CO2, 24 h\n"
     "then add 10 µL resazurin, back in the 2C450 for 2 h at 37\nthen read fluorescence 560/590",
     "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450 > transfer volume_ul=10 > "
     "incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > read_fluorescence excitation_nm=560 emission_nm=590"),
    ("chatreq-56",
     "qpcr on the cfx pls: 95 10 min, 40 cycles of 95 15s and 60 1 min\nwait sorry anneal is 58 not 60",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 "
     "annealing_c=58 annealing_s=60 @biorad_cfx384"),
    ("chatreq-57",
     "xpeel the plate, then the hamilton adds 10 µl to column 12 only, then reseal on the a4s at 165 for 3 sec",
     "peel @azenta_xpeel > transfer volume_ul=10 wells=8 @hamilton_star > seal temperature_c=165 duration_s=3 @azenta_a4s"),
    ("chatreq-58",
     "can you read absorbance at 405 or 410 nm? can't remember which the kit says 🤔",
     "ask"),
    ("chatreq-59",
     "shake the plate 600 rpm 30 sec then read abs at 405\ncan you also read it at 450 after?",
     "shake speed_rpm=600 duration_s=30 > read_absorbance wavelength_nm=405 > read_absorbance wavelength_nm=450"),
    ("chatreq-60",
     "heat it at 95 deg on the bioshake for 5 min, 300 rpm",
     "shake speed_rpm=300 duration_s=300 temperature_c=95 @qinstruments_bioshake_3000t_elm"),
    # Biomek i7 magnetic separation max 3600 s; 90 min = 5400 s.
    ("chatreq-61",
     "biomek i7: magnet 90 min, the beads are slow to clear",
     "halted"),
    ("chatreq-62",
     "Could the Biomek i5 add seventy-five microlitres of ethanol, magnet 2 min, then take the 75 µL back off?",
     "transfer volume_ul=75 @biomek_i5 > magnetic_separation duration_s=120 @biomek_i5 > transfer volume_ul=75 @biomek_i5"),
    ("chatreq-63",
     "done for the day 😴 seal it (165, 3 s), quick spin 1000 g 1 min, then park it in the cytomat 24",
     "seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 > store @cytomat_24"),
    # LabChip sample_count max 384.
    ("chatreq-64",
     "labchip dna 1k assay please, 400 samples across the 384 plate",
     "halted"),
    # The spin is on the VSpin because the pf400 takes the plate there to be spun.
    ("chatreq-65",
     "pf400 the plate to the vspin, spin 500 xg 2 min, then pf400 it back to the deck",
     "move_plate @precise_pf400 > spin rcf_g=500 duration_s=120 @agilent_vspin > move_plate @precise_pf400"),
    ("chatreq-66",
     "add 50 µL substrate, leave it 30 min at room temperature in the dark, then read lum with 1 s integration",
     "transfer volume_ul=50 > incubate duration_s=1800 > read_luminescence integration_s=1"),
    # Named instrument: the OT-2 transfers at most 1000 uL, so 1.5 mL is out of its range.
    ("chatreq-67",
     "ot2 pls: 1.5 mL of lysis buffer into each deepwell",
     "halted"),
    ("chatreq-68",
     "add 2 drops of stop solution per well then read at 450",
     "ask"),
    ("chatreq-69",
     "can you run 2 µl of each sample on the nanodrop? the kingfisher run finished already",
     "ask"),
    ("chatreq-70",
     "flex: mix 100 µl ten times in wells A1–D1 ✨",
     "mix volume_ul=100 cycles=10 wells=4 @opentrons_flex"),
]
