"""Hold-out batch: SMS / WhatsApp messages to the lab-automation engineer.

Style
-----
Scientists on the move (in the corridor, on the train, in a meeting) text the
automation engineer. A request is a short thread of messages, each on its own line
and prefixed by a timestamp like ``[14:02]``. Messages are very short, with little
or no punctuation (or far too much: "!!!", "??"), text-speak abbreviations (pls, plz,
thx, ty, asap, b4, w/, u, ur, tmrw, 2x, ~), emoji, autocorrect slips in instrument
names ("vspin"/"v spin", "bio shake", "spectra max", "lab chip", "king fisher",
"the star"), loose units (ul, µl, uL, ml, xg, x g, k xg, C, deg, s, sec, min, mins,
h, hrs) and fixes sent in a later message ("*1000 not 100", "sorry 150ul").

Reading rules a careful lab engineer applies
--------------------------------------------
* The timestamps ``[hh:mm]`` are when the message was sent; they are never step
  values. Clock times inside a message ("back at 11:30", "before 3:30", "till
  ~1pm") are the sender's schedule, not durations, unless the message gives the
  duration itself.
* A later message that corrects an earlier one ("*175", "no wait 450", "sorry
  *150ul", "*4.5 hrs not 45 min") replaces the earlier value; the earlier value is
  not used. A correction is a decision, not a conflict.
* "last time", "the old kit", "we used to", costs, catalogue/lot numbers, plate
  numbers, room numbers, sample IDs, tube counts and plate sizes are context, not
  step values ("the 10 mL one" describes the labware).
* "2x" in chit-chat ("texted u 2x") is not a repeat count; "~16h" is a stated
  (approximate) value and is used as written.
* Steps run in the order the work happens, even when the text names the later step
  first ("b4 reading, spin ...", "read ... AFTER u shake it").
* ``@device`` only when the message names the instrument (including everyday or
  misspelt names and the registry aliases such as "incubator", "plate reader",
  "thermoshaker"). ``wells=N`` only when the text restricts the step to part of a
  plate (cols 1-6 of a 96 = 48; first 2 columns of a 384 = 32; rows A-D of a 96 = 48).
* Halt when a value the run really uses is outside every suitable instrument's (or
  the labware's) limit in the registry. Ask when a value that matters is missing
  (spin with no force), given only in rpm for a centrifuge, left open between two
  values ("450 ... or 490??"), in a unit that cannot be a volume (µg for a transfer),
  or when the request needs an instrument the lab does not have (Echo) or an
  operation no instrument does (sonicate, vortex).
"""

from __future__ import annotations


def _m(*lines: str) -> str:
    return "\n".join(lines)


SHAKER = "@qinstruments_bioshake_3000t_elm"

CASES: list[tuple[str, str, str]] = [
    (
        "tm01_vspin_elisa",
        _m(
            "[08:47] hey can u spin the elisa plate on the vspin pls",
            "[08:47] 500g 3 min",
            "[08:48] thx!! 🙏",
        ),
        "spin rcf_g=500 duration_s=180 @agilent_vspin",
    ),
    (
        "tm02_hig4_fatfinger",
        _m(
            "[14:02] HiG4 for the lysate plate 300xg 10min",
            "[14:02] *3000 not 300 sorry fat fingers 🙈",
        ),
        "spin rcf_g=3000 duration_s=600 @bionex_hig4",
    ),
    (
        "tm03_seal_before_leaving",
        _m(
            "[17:30] can u seal plate 4 b4 u leave",
            "[17:31] a4s 170C 2 sec pls",
            "[17:31] ill grab it tmrw ~9",
        ),
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "tm04_xpeel_morning",
        _m("[07:55] morning ☀️ xpeel the qpcr plate when u get in, thx"),
        "peel @azenta_xpeel",
    ),
    (
        "tm05_bca_not_bradford",
        _m(
            "[10:12] read abs at 562 on the spectramax pls, BCA plate",
            "[10:12] it's the one w/ the blue lid",
            "[10:13] last time we did 595 but thats bradford, ignore",
        ),
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "tm06_fluor_spectra_max",
        _m("[15:40] spectra max fluor ex 485 em 528 plz 🙂"),
        "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x",
    ),
    (
        "tm07_lum_half_second",
        _m(
            "[16:05] luminescence read pls, 0.5s integration, on the i3x",
            "[16:06] plate's in the hood rm 214",
        ),
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "tm08_bioshake_37",
        _m(
            "[11:11] bioshake 1200rpm 5 min 37C",
            "[11:11] thx in a mtg till 12:30",
        ),
        f"shake speed_rpm=1200 duration_s=300 temperature_c=37 {SHAKER}",
    ),
    (
        "tm09_star_whole_plate",
        _m(
            "[09:02] can the star add 50ul buffer to the whole plate",
            "[09:03] thx 👍",
        ),
        "transfer volume_ul=50 @hamilton_star",
    ),
    (
        "tm10_ot2_half_plate",
        _m(
            "[13:20] OT2: 20 µl master mix into cols 1-6 only pls",
            "[13:21] the rest of the 96 is for tmrw",
        ),
        "transfer volume_ul=20 wells=48 @opentrons_ot2",
    ),
    (
        "tm11_5424_eppis",
        _m(
            "[12:44] the 24 eppis in the rack need spinning",
            "[12:44] 16k xg 10 min 4deg, 5424 pls",
        ),
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "tm12_5810_falcons",
        _m(
            "[18:02] 50ml falcons → 5810 pls 4000 x g 20 mins at 4C",
            "[18:02] 6 tubes, balanced already",
        ),
        "spin rcf_g=4000 duration_s=1200 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "tm13_cytomat_2h",
        _m(
            "[09:30] pop the cells in the cytomat 37 for 2h pls",
            "[09:30] back at 11:30, ill take it from there",
        ),
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450",
    ),
    (
        "tm14_odtc_hyb_hold",
        _m("[14:15] ODTC: just hold at 65 for 10 min (probe hyb), no cycling!!"),
        "incubate temperature_c=65 duration_s=600 @inheco_odtc",
    ),
    (
        "tm15_store_overnight",
        _m("[19:47] stick the plate in the cytomat 24 at 4 overnight pls 🙏 knackered"),
        "store temperature_c=4 @cytomat_24",
    ),
]

CASES += [
    (
        "tm16_labchip_48",
        _m(
            "[10:00] lab chip run pls, 48 samples, DNA 1k",
            "[10:01] plate already in the rack by the GX",
        ),
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "tm17_kingfisher_prog",
        _m(
            "[08:20] king fisher the mag bead cleanup prog pls (the one called AMPure_96)",
            "[08:21] plates labelled KF-0412",
        ),
        "run_program @kingfisher_flex",
    ),
    (
        "tm18_pf400_move",
        _m("[13:55] can the pf400 move the plate over to the reader deck, thats it, ill read it myself"),
        "move_plate @precise_pf400",
    ),
    (
        "tm19_fluent_1ml",
        _m(
            "[11:30] fluent: 1 ml media per well, 24 deep well plate",
            "[11:31] its the 10 mL one",
        ),
        "transfer volume_ul=1000 @tecan_fluent",
    ),
    (
        "tm20_i7_pbs",
        _m(
            "[16:20] i7 pls — 150 uL PBS to every well, 96 flat",
            "[16:20] (~£40 of PBS lol)",
        ),
        "transfer volume_ul=150 @biomek_i7_hybrid",
    ),
    (
        "tm21_flex_rows",
        _m("[09:45] flex: 200ul into rows A-D of the 96 well only 🙏"),
        "transfer volume_ul=200 wells=48 @opentrons_flex",
    ),
    (
        "tm22_i5_mix_only",
        _m("[10:50] i5 mix 100 uL pls, just mixing, no transfer"),
        "mix volume_ul=100 @biomek_i5",
    ),
    (
        "tm23_vspin_quick",
        _m(
            "[15:01] quick spin on v spin 1000 xg 30 sec pls",
            "[15:01] before 3:30 if poss",
        ),
        "spin rcf_g=1000 duration_s=30 @agilent_vspin",
    ),
    (
        "tm24_reader_no_wait",
        _m(
            "[12:00] plate reader abs 405 pls",
            "[12:02] no wait 450!! 405 was the old kit",
        ),
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "tm25_5810_deepwells",
        _m("[17:10] the 5810 for the 2 deepwell plates, 2000g 15min, room temp is fine"),
        "spin rcf_g=2000 duration_s=900 @eppendorf_5810r",
    ),
    (
        "tm26_yeast_weekend",
        _m(
            "[20:15] yeast plate → cytomat 30 deg, 48 hrs",
            "[20:16] weekend so no rush, monday morning is fine",
        ),
        "incubate temperature_c=30 duration_s=172800 @cytomat_2c450",
    ),
    (
        "tm27_bioshake_90s",
        _m("[08:05] shake the plate on the bio shake 800 rpm for 90 sec"),
        f"shake speed_rpm=800 duration_s=90 {SHAKER}",
    ),
    (
        "tm28_seal_thick_foil",
        _m(
            "[16:44] a4S seal 165C 3s",
            "[16:45] *175 the foil's the thick one",
        ),
        "seal temperature_c=175 duration_s=3 @azenta_a4s",
    ),
    (
        "tm29_alamar_catno",
        _m("[11:02] alamar blue plate (cat# 88951, lot 2231) pls read ex 560 em 590 on spectramax"),
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "tm30_hig4_pcr_plate",
        _m(
            "[13:13] hig 4 pls: 4500 x g 1 min, PCR plate",
            "[13:14] thank u!!!",
        ),
        "spin rcf_g=4500 duration_s=60 @bionex_hig4",
    ),
    (
        "tm31_star_384_controls",
        _m("[10:25] STAR: 5 µl compound into the 384 plate, first 2 columns only (controls)"),
        "transfer volume_ul=5 wells=32 @hamilton_star",
    ),
    (
        "tm32_odtc_denature",
        _m("[14:50] odtc denature 95C 5min then ill do the rest by hand"),
        "incubate temperature_c=95 duration_s=300 @inheco_odtc",
    ),
    (
        "tm33_labchip_96",
        _m(
            "[09:12] LabChip pls, all 96 samples",
            "[09:13] protein express",
        ),
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "tm34_flex_750",
        _m("[12:30] flex 750ul into the deep well plate asap 🙏🙏"),
        "transfer volume_ul=750 @opentrons_flex",
    ),
    (
        "tm35_5424_minipreps",
        _m(
            "[16:00] 5424R max speed basically, 21000g 2min",
            "[16:00] minipreps",
        ),
        "spin rcf_g=21000 duration_s=120 @eppendorf_5424r",
    ),
    (
        "tm36_lum_garbage_last_time",
        _m(
            "[13:33] lum read on the spectramax pls 1 sec integ",
            "[13:34] last time u did 0.1 & the signal was garbage 😩",
        ),
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "tm37_incubator_correction",
        _m(
            "[10:40] incubator 37C 45 mins then ill come get it",
            "[10:41] *4.5 hrs not 45 min, autocorrect 🙄",
        ),
        "incubate temperature_c=37 duration_s=16200 @cytomat_2c450",
    ),
    (
        "tm38_i5_half_ml",
        _m("[08:58] biomek i5 0.5 ml lysis buffer per well pls (deep well)"),
        "transfer volume_ul=500 @biomek_i5",
    ),
    (
        "tm39_ot2_mix_beads",
        _m("[17:55] ot-2 mix 30ul in each well, i already added the beads myself"),
        "mix volume_ul=30 @opentrons_ot2",
    ),
    (
        "tm40_bench_wait",
        _m(
            "[11:45] leave the plate on the bench 20 min at 22C",
            "[11:46] nothing else today ty",
        ),
        "incubate temperature_c=22 duration_s=1200",
    ),
    (
        "tm41_cfx_standard",
        _m(
            "[14:30] cfx384 pls: 95 3min, then 40x (95 15s, 60 1min)",
            "[14:31] the plate's sealed already",
        ),
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "tm42_odtc_colony_pcr",
        _m(
            "[09:10] ODTC colony pcr: 95 5min, 30 cyc 95 30s/55 30s/72 1min, 72 5 min, 4 hold",
            "[09:12] *58 anneal not 55",
        ),
        "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=300 "
        "denaturation_c=95 denaturation_s=30 annealing_c=58 annealing_s=30 "
        "extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 "
        "hold_c=4 @inheco_odtc",
    ),
]

CASES += [
    (
        "tm43_incubate_then_od600",
        _m(
            "[10:02] after 30 min in the incubator at 37 pls read abs 600",
            "[10:03] on the spectramax",
        ),
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "tm44_spin_before_read",
        _m(
            "[15:20] b4 reading, spin it 1 min 1000g vspin",
            "[15:20] then fluor ex 485 em 520",
        ),
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > "
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "tm45_star_seal_fridge",
        _m(
            "[11:00] STAR 10ul into every well",
            "[11:01] then seal 170 2s",
            "[11:01] and into the cytomat 24 at 4 😴",
        ),
        "transfer volume_ul=10 @hamilton_star > seal temperature_c=170 duration_s=2 > "
        "store temperature_c=4 @cytomat_24",
    ),
    (
        "tm46_peel_labchip",
        _m(
            "[08:30] peel, then labchip 24 samples",
            "[08:30] xpeel ofc",
        ),
        "peel @azenta_xpeel > run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "tm47_shake_spin_lum",
        _m("[13:00] bioshake 1000rpm 2min → vspin 500g 1min → read lum, thx!!"),
        f"shake speed_rpm=1000 duration_s=120 {SHAKER} > "
        "spin rcf_g=500 duration_s=60 @agilent_vspin > read_luminescence",
    ),
    (
        "tm48_kf_then_star",
        _m(
            "[09:00] KF cleanup first",
            "[09:01] then star 40 µl eluate into the PCR plate",
        ),
        "run_program @kingfisher_flex > transfer volume_ul=40 @hamilton_star",
    ),
    (
        "tm49_ot2_odtc_pcr",
        _m(
            "[10:30] ot2 5ul template into the pcr plate",
            "[10:31] then ODTC 98 30s, 35x 98 10s 62 20s 72 15s, final 72 2min hold 10",
        ),
        "transfer volume_ul=5 @opentrons_ot2 > run_pcr cycles=35 initial_denaturation_c=98 "
        "initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 "
        "annealing_s=20 extension_c=72 extension_s=15 final_extension_c=72 "
        "final_extension_s=120 hold_c=10 @inheco_odtc",
    ),
    (
        "tm50_5424_then_i5",
        _m(
            "[17:00] 2 things:",
            "[17:00] spin the minipreps 13000g 1 min in the 5424",
            "[17:01] then i5 transfer 50 µl supernatant to the 96 plate",
        ),
        "spin rcf_g=13000 duration_s=60 @eppendorf_5424r > transfer volume_ul=50 @biomek_i5",
    ),
    (
        "tm51_fluent_shake_fix",
        _m(
            "[12:10] fluent 100ul then shake 1500rpm 3min on the bioshake",
            "[12:12] sorry *150ul",
        ),
        f"transfer volume_ul=150 @tecan_fluent > shake speed_rpm=1500 duration_s=180 {SHAKER}",
    ),
    (
        "tm52_seal_overnight_incubator",
        _m("[19:05] seal at 160 for 2.5s then in the incubator 37 overnight (~16h) pls"),
        "seal temperature_c=160 duration_s=2.5 > "
        "incubate temperature_c=37 duration_s=57600 @cytomat_2c450",
    ),
    (
        "tm53_peel_read450",
        _m(
            "[08:40] plate's on the deck",
            "[08:41] xpeel then read 450 on spectramax pls",
            "[08:41] texted u 2x sorry phone's dying",
        ),
        "peel @azenta_xpeel > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "tm54_dnase_odtc_vspin",
        _m(
            "[14:00] odtc 37C 15 min (dnase)",
            "[14:00] then 65 10 min to kill it",
            "[14:01] then vspin 500g 30s",
        ),
        "incubate temperature_c=37 duration_s=900 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=600 @inheco_odtc > "
        "spin rcf_g=500 duration_s=30 @agilent_vspin",
    ),
    (
        "tm55_i7_half_then_seal",
        _m(
            "[11:15] i7: 25 ul reagent into cols 7-12 only",
            "[11:16] then a4s 180C 1.5 sec",
        ),
        "transfer volume_ul=25 wells=48 @biomek_i7_hybrid > "
        "seal temperature_c=180 duration_s=1.5 @azenta_a4s",
    ),
    (
        "tm56_read_after_shake",
        _m("[16:30] read fluo ex 530 em 590 AFTER u shake it 2 min at 600 rpm!!!"),
        "shake speed_rpm=600 duration_s=120 > "
        "read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    (
        "tm57_hig4_then_pf400",
        _m(
            "[10:45] hig4 2500g 5 min",
            "[10:46] then pf400 it over to the reader deck, ill read it after lunch",
        ),
        "spin rcf_g=2500 duration_s=300 @bionex_hig4 > move_plate @precise_pf400",
    ),
    (
        "tm58_flex_two_adds_qpcr",
        _m(
            "[09:20] flex: 8ul mastermix into the 384 pcr plate, then 2ul cDNA",
            "[09:21] then cfx384: 95 2min, 40 cyc 95 5s 60 30s",
            "[09:21] samples S-0931 to S-1010",
        ),
        "transfer volume_ul=8 @opentrons_flex > transfer volume_ul=2 @opentrons_flex > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "tm59_store_after_seal",
        _m("[13:40] into the 4C fridge after sealing (165, 3s) ty"),
        "seal temperature_c=165 duration_s=3 > store temperature_c=4",
    ),
    (
        "tm60_5810_pellet_star",
        _m(
            "[10:10] 5810 300 x g 5 min to pellet the cells",
            "[10:11] then star: take off 150ul sup",
        ),
        "spin rcf_g=300 duration_s=300 @eppendorf_5810r > transfer volume_ul=150 @hamilton_star",
    ),
    (
        "tm61_cytomat_then_lum",
        _m(
            "[09:00] cytomat 37C 4 hrs (so til ~1pm)",
            "[09:00] then lum read 2s integration",
        ),
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
        "read_luminescence integration_s=2",
    ),
    (
        "tm62_peel_add_reseal",
        _m("[15:15] xpeel → fluent 30 uL → reseal a4s 170C 2s 😅"),
        "peel @azenta_xpeel > transfer volume_ul=30 @tecan_fluent > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "tm63_thermoshaker_nadh",
        _m("[12:20] thermoshaker 37C 700rpm 10 min then read abs 340 (NADH)"),
        f"shake speed_rpm=700 duration_s=600 temperature_c=37 {SHAKER} > "
        "read_absorbance wavelength_nm=340",
    ),
    (
        "tm64_5424_ot2_labchip",
        _m(
            "[14:44] 5424 quick spin 2000g 30s",
            "[14:45] then ot2 10 µL from each tube into the pcr plate",
            "[14:45] then labchip, 12 samples",
        ),
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r > transfer volume_ul=10 @opentrons_ot2 > "
        "run_assay sample_count=12 @labchip_gx_touch_ht",
    ),
]

# ---- must halt: a stated value is outside every suitable instrument's limit ----
CASES += [
    (
        "tm65_hig4_pcr_7000",
        _m(
            "[11:30] spin the pcr plate 7000 xg 2 min, hig4",
            "[11:31] need it pelleted properly this time",
        ),
        "halted",
    ),
    (
        "tm66_seal_210",
        _m(
            "[16:10] a4s at 210C 2s pls",
            "[16:10] new peelable foil, box says high temp 🤷",
        ),
        "halted",
    ),
    (
        "tm67_bioshake_3500",
        _m("[10:20] bioshake 3500 rpm 1 min to resuspend the beads, asap pls"),
        "halted",
    ),
    (
        "tm68_abs_200nm",
        _m("[13:15] read abs at 200nm pls (peptide bond) on the spectramax"),
        "halted",
    ),
    (
        "tm69_384_flat_150ul",
        _m(
            "[08:15] star 150ul/well into the 384 flat plate",
            "[08:16] the corning ones",
        ),
        "halted",
    ),
    (
        "tm70_5424_25k",
        _m(
            "[17:40] eppis → 5424 25k xg 5 min",
            "[17:40] 1.5 ml ones",
        ),
        "halted",
    ),
    (
        "tm71_lum_2min",
        _m(
            "[14:20] lum read w/ 2 min integration",
            "[14:20] signal is super weak 😭",
        ),
        "halted",
    ),
    (
        "tm72_vspin_fix_8000",
        _m(
            "[10:00] vspin 800g 1min",
            "[10:01] *8000 sorry typo",
        ),
        "halted",
    ),
]

# ---- must ask: missing / contradictory value, no such instrument or operation ----
CASES += [
    (
        "tm73_rpm_only",
        _m("[12:05] centrifuge the plate 3000 rpm 10 min pls"),
        "ask",
    ),
    (
        "tm74_sonicate",
        _m(
            "[15:50] can u sonicate the lysates 3x 10s b4 spinning",
            "[15:51] then 5424 12000g 10 min 4C",
        ),
        "ask",
    ),
    (
        "tm75_echo",
        _m(
            "[09:40] echo pls, 50 nL compound from the source plate",
            "[09:41] dest is the 384 assay plate",
        ),
        "ask",
    ),
    (
        "tm76_450_or_490",
        _m(
            "[11:05] read abs 450",
            "[11:07] or 490?? kit insert is in my other bag",
        ),
        "ask",
    ),
    (
        "tm77_vspin_no_force",
        _m("[08:10] spin the plate on the vspin for 2 min b4 the read, thx"),
        "ask",
    ),
    (
        "tm78_vortex",
        _m("[16:25] vortex the tubes 30 s then 5424 10000g 1 min"),
        "ask",
    ),
    (
        "tm79_micrograms",
        _m(
            "[13:05] STAR: 20 ug of lysate into each well pls",
            "[13:06] its for the western tmrw, thx!!",
        ),
        "ask",
    ),
]
