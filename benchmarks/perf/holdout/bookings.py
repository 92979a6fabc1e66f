"""Hold-out batch "bookings": instrument booking-system e-mails, calendar invites and
reservation confirmations that carry a run request.

Style: automated messages from a core facility's booking system (confirmation, reminder,
calendar invitation, cancellation / rebooking notice, recurring-series notice) with the
user's free-text note pasted in ("Note:", "Comments:", "Purpose of use:", "Description").
The headers are full of numbers that are not step values: booking IDs, room numbers,
start/end times, slot lengths, dates, costs and account codes, series counts, cancellation
deadlines, "last session" summaries.

Reading rules a careful lab engineer applies to this style:
* The run is what the user's note (or the body of the invitation) asks for. The booked
  instrument in the header names the device for the steps the note describes on it; a note
  may also name other instruments for other steps.
* Slot length and booking times ("14:00-14:30", "(1 h)", "2 h slot", "Fri 08:00 - Sat 08:00")
  are NOT step durations, unless the note explicitly ties a step to the slot ("for the full
  2 h of this booking"). A step whose duration is given only by the slot is missing a value.
* A cancelled booking's run is not the run. When a booking was cancelled and rebooked, the
  rebooked (active) booking's note is the request, even if the cancelled one listed
  different (or impossible) values. Footers quoting "your last session" values are context.
* Reminder footers, recurrence lines ("repeats weekly, 6 occurrences"), charges, booking IDs,
  room numbers and catalogue/lot numbers never become step values.
* Two live values for one parameter with no decision, a speed in rpm only, an instrument the
  facility does not have, an operation no instrument performs, or a number without a
  readable unit: ask. A stated value outside every suitable instrument's limit: halt.
* Expected strings list only values the note states (converted to s, degC, uL, x g, nm);
  `wells=N` only when the note restricts the step to part of a plate.
"""
from textwrap import dedent

CASES: list[tuple[str, str, str]] = [
    (
        "bk01_hig4_confirmed",
        dedent("""\
            Booking confirmed: HiG4, Tue 14:00-14:30, Room 2.114, Booking ID 88412
            User: A. Okafor (Structural Biology) | Account: SB-2231
            Note: spin the 384-well assay plate at 2,500 x g for 3 min, I'll carry it back
            to the bench myself.
            --
            Please arrive 5 minutes before your slot. Cancellations later than 2 h before the
            start are charged at the full rate (GBP 6.50 per 30 min).
        """),
        "spin rcf_g=2500 duration_s=180 @bionex_hig4",
    ),
    (
        "bk02_odtc_invite_hold",
        dedent("""\
            Invitation: ODTC slot (1 h)
            Wednesday 3 July, 10:00 - 11:00 (CEST)
            Organiser: m.lindqvist@inst.example  |  Where: Automation Lab, deck 2
            Description: RT step only - hold the plate at 42 °C for 50 minutes on the ODTC,
            nothing else. Lid at whatever the default is.
            Going? Yes - Maybe - No
        """),
        "incubate temperature_c=42 duration_s=3000 @inheco_odtc",
    ),
    (
        "bk03_cytomat_overnight_slot",
        dedent("""\
            Reservation #R-20931 confirmed
            Instrument: Cytomat 2C450 (CO2 incubator, Tissue Culture 1)
            From: Fri 08:00   To: Sat 08:00   (24 h)
            Comments from user: 37 C for 18 hrs please, I'll collect the plate Saturday
            morning. Cells are HEK293 p14.
            Reminder: incubator bookings of more than 12 h need PI approval (approved: J. Ruiz).
        """),
        "incubate temperature_c=37 duration_s=64800 @cytomat_2c450",
    ),
    (
        "bk04_vspin_quick",
        dedent("""\
            [CoreBook] Your booking #40117 is confirmed
            VSpin (Bay 3) - Mon 09:15-09:30
            Purpose of use: 800 xg, 90 sec, just to pull droplets down. Balance plate is in
            the drawer under the bay.
            You can edit or cancel this booking until 08:15.
        """),
        "spin rcf_g=800 duration_s=90 @agilent_vspin",
    ),
    (
        "bk05_a4s_seal",
        dedent("""\
            Reservation confirmed - a4S sealer - Thu 11:00-11:15 - Booking 51877
            Your note: heat seal the PCR plate at 170 deg for 1.5 s (peelable foil, cat.
            4ti-0590).
            This reservation is billed to cost centre 40-118-2.
        """),
        "seal temperature_c=170 duration_s=1.5 @azenta_a4s",
    ),
    (
        "bk06_xpeel_only",
        dedent("""\
            Booking confirmed: XPeel, 10:00-10:10, Booking ID 55102
            Note: take the foil off plate QC-0412 please. The KingFisher run is booked
            separately for Friday (ID 55140) and is not part of this booking.
        """),
        "peel @azenta_xpeel",
    ),
    (
        "bk07_spectramax_elisa",
        dedent("""\
            Invitation: SpectraMax i3x - ELISA read (30 min)
            Tue 12 Nov 15:30-16:00, Reader room 1.07
            Description: endpoint absorbance at 450 nm, one 96-well plate (kit lot 7731).
            Reply: Accept / Tentative / Decline
        """),
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "bk08_spectramax_fluor",
        dedent("""\
            Booking ID 60233 confirmed
            Resource: SpectraMax i3x multimode reader
            Date: 21/05  Time: 13:00-14:00
            User note: fluorescence, ex 485 nm / em 535 nm, black 384 plate from the
            screening run, single read.
        """),
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "bk09_spectramax_lum",
        dedent("""\
            Reminder: your SpectraMax booking starts in 1 hour (16:00-16:45, Booking 60251)
            Note on booking: luciferase read, luminescence with 0.5 s integration per well.
            Reply STOP to stop reminders for this resource.
        """),
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "bk10_5810_cold",
        dedent("""\
            Booking confirmed: Eppendorf 5810 R (cold room B), 15:00-15:20, ID 77310
            Note: deep-well block, 1,000 × g, 10 min, 4 °C. Rotor already has the plate
            buckets in.
            Facility rule: clean the buckets after use.
        """),
        "spin rcf_g=1000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "bk11_5424r_tubes",
        dedent("""\
            5424 R - reservation 31190 - 16:30-16:45 - Lab 3.02
            Note: 12 x 1.5 mL tubes, 16,000 rcf for 15 min at 4 deg C (pre-cooled rotor).
            Last used by: P. Ng (14:00-14:20).
        """),
        "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "bk12_bioshake",
        dedent("""\
            Your booking for BioShake 3000-T elm is confirmed.
            When: Wed 09:00 - 09:30   Booking number: 2044
            Note: 1200 rpm, 5 min, 30°C - binding step of the bead assay.
        """),
        "shake speed_rpm=1200 duration_s=300 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "bk13_odtc_pcr",
        dedent("""\
            Booking confirmed: ODTC (on-deck thermocycler), Thu 13:00-15:00, ID 88430
            Note - colony PCR, 96-well PCR plate:
              98 °C 30 s
              30 cycles: 98 °C 10 s / 60 °C 20 s / 72 °C 30 s
              72 °C 2 min final, then hold at 4 °C
            The 2 h slot includes set-up and clean-down.
        """),
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "bk14_cfx_qpcr",
        dedent("""\
            Invitation: CFX384 - qPCR run (2 h)
            Fri 10:00 - 12:00 | qPCR room 2.03 | Organiser: d.mensah
            Details: SYBR run, 384-well plate already sealed. 95 C 3 min, then 40 cycles of
            95 C 10 s and 60 C 30 s.
        """),
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "bk15_labchip",
        dedent("""\
            LabChip GX Touch HT - booking 9921 confirmed (Mon 14:00-16:00)
            Note: DNA High Sensitivity chip, 48 samples in the PCR plate.
            Chip prep is done by facility staff; please bring the plate by 13:45.
        """),
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "bk16_kingfisher",
        dedent("""\
            Booking confirmed: KingFisher Flex, Tue 09:00-10:00, Booking ID 12088
            Location: Nucleic acid lab, Room 2.118
            Note: run the MagMAX viral RNA program on my 96 deep-well plates (sample, wash 1,
            wash 2, elution - all prefilled by me).
            Charges: internal rate applies (booking > 30 min).
        """),
        "run_program @kingfisher_flex",
    ),
    (
        "bk17_pf400_move",
        dedent("""\
            [FacilityDesk] Reservation 7741 - Automation cell (PF400 arm) - 11:00-11:30
            Note: I only need the arm to move plate ASSAY-7 from the hotel to the reader nest.
            I'll do the read myself by hand afterwards, no reader booking needed.
        """),
        "move_plate @precise_pf400",
    ),
    (
        "bk18_star_dispense",
        dedent("""\
            Booking confirmed: Hamilton STAR, Mon 13:00-15:00 (2 h), ID 90004
            Note: dispense 50 µL lysis buffer into every well of the 96 deep-well plate.
            Trough and 300 uL tips are on the shelf above the STAR.
        """),
        "transfer volume_ul=50 @hamilton_star",
    ),
    (
        "bk19_i7_half_plate",
        dedent("""\
            Invitation: Biomek i7 - normalisation (1.5 h)
            Thu 10:00 - 11:30 | Automation Lab 2.114 | Organiser: h.sato
            Description: add 25 uL of water to columns 1-6 of the 96-well PCR plate only;
            columns 7-12 stay empty.
        """),
        "transfer volume_ul=25 wells=48 @biomek_i7_hybrid",
    ),
    (
        "bk20_fluent_1ml",
        dedent("""\
            FacilityDesk: booking 7710 confirmed
            Instrument: Tecan Fluent 1080   Wed 10:00-12:00
            Note: 1 mL of fresh medium into each well of the 24 deep-well plate.
            Next user: 12:00 (K. Brandt) - please leave the deck clear.
        """),
        "transfer volume_ul=1000 @tecan_fluent",
    ),
    (
        "bk21_ot2_primers",
        dedent("""\
            OT-2 #2 (bench 5) booked: Thu 14:00-14:45, Booking 3307
            Note: 10 µl of each primer mix into the PCR plate, filter tips please.
            Reminder: OT-2 #2 is due for calibration on the 28th.
        """),
        "transfer volume_ul=10 @opentrons_ot2",
    ),
    (
        "bk22_flex_pbs",
        dedent("""\
            Opentrons Flex - booking 3321 confirmed - 08:30-09:30
            Note: 200 ul per well of PBS into the flat-bottom 96 (whole plate).
            You booked 60 min; your quota this week: 4 h remaining.
        """),
        "transfer volume_ul=200 @opentrons_flex",
    ),
    (
        "bk23_i5_stamp",
        dedent("""\
            Biomek i5 - booking ID 45012 - Fri 15:00-16:00
            Comments: stamp 5 µL of compound from source plate 384-SRC-19 into the assay
            plate. Screening campaign SC-2024-07.
        """),
        "transfer volume_ul=5 @biomek_i5",
    ),
    (
        "bk24_cancel_rebook_hig4",
        dedent("""\
            CANCELLED: HiG4, Tue 14:00-14:30, Booking ID 88410 (note was: spin 4,000 x g, 10 min)

            Booking confirmed: HiG4, Tue 15:00-15:30, Room 2.114, Booking ID 88412
            Note: 96-well PCR plate, spin at 2,000 x g for 5 min instead.
        """),
        "spin rcf_g=2000 duration_s=300 @bionex_hig4",
    ),
    (
        "bk25_cancelled_impossible_rebooked",
        dedent("""\
            Your booking 88397 (HiG4, Wed 10:00-10:30) was cancelled by facility staff: the
            requested 7,000 x g is more than the HiG4 can do.
            We have rebooked you: HiG4, Wed 10:30-11:00, Booking ID 88401.
            Updated note from user: 3,000 x g for 2 min, 384-well PCR plate.
        """),
        "spin rcf_g=3000 duration_s=120 @bionex_hig4",
    ),
    (
        "bk26_recurring_cytomat",
        dedent("""\
            Recurring booking created: Cytomat 2C450
            Every Monday 09:00-13:00 (weekly, 8 occurrences, first on 6 Jan)
            Note (applies to every occurrence): 30 °C for 4 h, then I take the plate out.
            To change a single occurrence, open it in the calendar.
        """),
        "incubate temperature_c=30 duration_s=14400 @cytomat_2c450",
    ),
    (
        "bk27_whole_slot",
        dedent("""\
            Booking confirmed: Cytomat 2C450, 09:00-11:00 (2 h), ID 30912
            Note: 37 °C for the full 2 h of this booking, then I'll collect the plate.
        """),
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450",
    ),
    (
        "bk28_hotel_park",
        dedent("""\
            Booking: Cytomat 24 plate hotel, slot 14, Tue 17:00 - Wed 09:00 (ID 6120)
            Note: park the sealed assay plate in the hotel overnight, no other steps.
        """),
        "store @cytomat_24",
    ),
    (
        "bk29_i7_mix",
        dedent("""\
            Biomek i7, 30 min slot, Booking 8802 (Mon 16:00-16:30)
            Note: the wells already hold 150 µL of pooled library; just mix every well with
            100 µL, 10 times.
        """),
        "mix volume_ul=100 @biomek_i7_hybrid",
    ),
    (
        "bk30_bench_wait",
        dedent("""\
            Bench booking confirmed: Bench 4 (shared), 13:00-13:30, ID B-4471
            Note: leave the plate on the bench at 22 °C for 20 min to equilibrate, nothing
            else.
        """),
        "incubate temperature_c=22 duration_s=1200",
    ),
    (
        "bk31_odtc_heatkill",
        dedent("""\
            ODTC booked 16:00-16:30 (ID 88451)
            Note: heat-kill, 80 °C for 20 min, then done.
            This is an automated message from the booking system, do not reply.
        """),
        "incubate temperature_c=80 duration_s=1200 @inheco_odtc",
    ),
    (
        "bk32_od600_recurring",
        dedent("""\
            SpectraMax i3x - booking 60302 - 08:00-08:15
            Repeats daily until Fri 14 Mar (5 occurrences)
            Note: OD600 of the growth plate, lid off.
        """),
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "bk33_cfx_two_step",
        dedent("""\
            Booking confirmed: CFX384, Tue 13:00-15:00, ID 5510, qPCR room 2.03
            Note: TaqMan, sealed 384 plate. 2 min at 95, then 45 cycles 95 °C/15 s,
            60 °C/1 min.
        """),
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "bk34_vspin_reminder_footer",
        dedent("""\
            Reminder: you have a VSpin booking tomorrow, 10:00-10:15 (ID 40233)
            Note: 500 x g, 1 min.
            ---
            Your last session (12 Mar): 1,000 x g, 2 min. Usage this month: 3 sessions, 45 min.
        """),
        "spin rcf_g=500 duration_s=60 @agilent_vspin",
    ),
    (
        "bk35_a4s_words",
        dedent("""\
            Calendar: a4S sealing (15 min) - Fri 09:45
            Description: seal at 180 degrees C for three seconds, standard clear film.
            Attendees: r.oyelaran, facility-automation
        """),
        "seal temperature_c=180 duration_s=3 @azenta_a4s",
    ),
    (
        "bk36_5810_conicals",
        dedent("""\
            Booking confirmed: 5810 R with the 50 mL swing-bucket adapters, 11:00-11:45
            Booking ID 77352
            Note: 6 x 50 mL conicals, 3000 x g, 20 mins, 20 °C.
        """),
        "spin rcf_g=3000 duration_s=1200 temperature_c=20 @eppendorf_5810r",
    ),
    (
        "bk37_hig4_pcr_plate",
        dedent("""\
            HiG4 booking 88460 confirmed (Thu 09:00-09:15)
            Note: 4,500 xg, 30 s, 96-well PCR plate. Balance is the blue plate on the shelf.
        """),
        "spin rcf_g=4500 duration_s=30 @bionex_hig4",
    ),
    (
        "bk38_kf_flex_plasmid",
        dedent("""\
            Booking: KF Flex (Room 2.114), 13:30-14:30, ID 12101
            Note: run program 'PlasmidPrep_96', plates loaded by me at 13:25.
        """),
        "run_program @kingfisher_flex",
    ),
    (
        "bk39_labchip_rna",
        dedent("""\
            Invitation: LabChip - RNA QC (1 h)
            Mon 15:00-16:00 | Genomics core | chip ID C-5512
            Description: 24 samples, RNA assay, ladder in the usual well.
        """),
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "bk40_xpeel_recurring",
        dedent("""\
            Recurring reservation: XPeel, Tuesdays and Thursdays 08:45-09:00 (12 occurrences)
            Note: de-seal the overnight plate, that's all.
        """),
        "peel @azenta_xpeel",
    ),
    (
        "bk41_fluent_microlitres",
        dedent("""\
            Tecan Fluent 780 - booking confirmed - Room 1.12 - Tue 10:00-11:00
            Note: dispense 75 microlitres of substrate to all wells of the assay plate.
            Cost estimate: 1 h x GBP 18 = GBP 18.
        """),
        "transfer volume_ul=75 @tecan_fluent",
    ),
    (
        "bk42_odtc_invite_frag",
        dedent("""\
            Invitation: ODTC slot (1 h)
            14:00 - 15:00 GMT, Thu 9 Jan
            Description: fragmentation, 65 °C for 15 min on the ODTC; samples are already in
            the PCR plate.
        """),
        "incubate temperature_c=65 duration_s=900 @inheco_odtc",
    ),
    (
        "mk01_shake_then_read",
        dedent("""\
            Booking confirmed: SpectraMax i3x, Tue 10:00-10:30, Booking ID 60311
            Note: shake the plate 1 min at 600 rpm on the BioShake first, then absorbance at
            450 nm.
        """),
        "shake speed_rpm=600 duration_s=60 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "mk02_spin_before_read",
        dedent("""\
            Invitation: SpectraMax - fluorescence read (45 min)
            Wed 11:15 - 12:00, Reader room 1.07
            Description: read fluorescence ex 535 / em 590. Before reading, spin the plate
            1 min at 500 x g in the VSpin to clear bubbles.
        """),
        "spin rcf_g=500 duration_s=60 @agilent_vspin > "
        "read_fluorescence excitation_nm=535 emission_nm=590 @spectramax_i3x",
    ),
    (
        "mk03_line_a",
        dedent("""\
            Booking confirmed: Automation line A (STAR + a4S + HiG4), Mon 09:00-12:00
            Booking ID 90021, Room 2.114
            Note: STAR adds 20 µL master mix to each well of the 96-well PCR plate, a4S
            seals at 170 °C for 2 s, then HiG4 1,000 x g for 1 min.
        """),
        "transfer volume_ul=20 @hamilton_star > seal temperature_c=170 duration_s=2 @azenta_a4s > "
        "spin rcf_g=1000 duration_s=60 @bionex_hig4",
    ),
    (
        "mk04_ot2_odtc",
        dedent("""\
            Calendar invite: OT-2 + ODTC (3 h), Fri 13:00-16:00
            Description: OT-2 pipettes 5 µL template into the 20 µL reactions already in the
            PCR plate, then ODTC: 95 °C 2 min; 35 cycles of 95 °C 15 s, 55 °C 30 s,
            72 °C 1 min; final 72 °C 5 min; hold 10 °C.
        """),
        "transfer volume_ul=5 @opentrons_ot2 > run_pcr cycles=35 initial_denaturation_c=95 "
        "initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=55 "
        "annealing_s=30 extension_c=72 extension_s=60 final_extension_c=72 "
        "final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    (
        "mk05_i7_to_cfx",
        dedent("""\
            Booking confirmed: Biomek i7 + CFX384, Thu 13:00-16:00, ID 88470
            Note: i7 dispenses 10 µL of reaction mix into the 384-well PCR plate; seal it on
            the a4S (175 °C, 1.2 s); spin 1 min at 1,000 x g; then CFX384: 95 °C 30 s,
            40 cycles of 95 °C 5 s / 60 °C 30 s.
        """),
        "transfer volume_ul=10 @biomek_i7_hybrid > seal temperature_c=175 duration_s=1.2 @azenta_a4s > "
        "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 "
        "initial_denaturation_s=30 denaturation_c=95 denaturation_s=5 annealing_c=60 "
        "annealing_s=30 @biorad_cfx384",
    ),
    (
        "mk06_peel_labchip",
        dedent("""\
            Booking confirmed: LabChip GX Touch HT, Fri 09:00-11:00, ID 9950
            Note: the plate is foil-sealed, so run it through the XPeel first, then 96
            samples on the DNA 1K assay.
        """),
        "peel @azenta_xpeel > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "mk07_ctg_readout",
        dedent("""\
            Invitation: CellTiter-Glo readout (Cytomat + SpectraMax, 2 h)
            Tue 14:00-16:00
            Description: reagent is already added by hand. Incubate 37 °C for 10 min in the
            Cytomat, then luminescence with 1 s integration.
        """),
        "incubate temperature_c=37 duration_s=600 @cytomat_2c450 > "
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "mk08_flex_shake_bench",
        dedent("""\
            Opentrons Flex + BioShake booking (ID 3340), 14:00-15:00
            Note: Flex adds 100 µL detection reagent per well, shake 2 min at 800 rpm on the
            BioShake, then leave it on the bench for 10 min at 22 °C.
        """),
        "transfer volume_ul=100 @opentrons_flex > "
        "shake speed_rpm=800 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "incubate temperature_c=22 duration_s=600",
    ),
    (
        "mk09_cancel_rebook_star",
        dedent("""\
            Booking 70114 (Hamilton STAR, Tue 10:00-12:00) has been CANCELLED.
            Cancelled note: add 30 µL, seal 165 °C 2 s.

            New booking 70120 confirmed: Hamilton STAR, Wed 10:00-12:00
            Note: add 40 µL buffer to each well, then seal on the a4S at 160 °C for 2.5 s.
        """),
        "transfer volume_ul=40 @hamilton_star > seal temperature_c=160 duration_s=2.5 @azenta_a4s",
    ),
    (
        "mk10_kf_then_star",
        dedent("""\
            Booking confirmed: KingFisher Flex then Hamilton STAR, Tue 09:00-11:30, ID 12140
            Note: run the bead clean-up program on the KingFisher, then on the STAR move
            40 µL of each eluate into a fresh PCR plate.
        """),
        "run_program @kingfisher_flex > transfer volume_ul=40 @hamilton_star",
    ),
    (
        "mk11_5424_then_i5",
        dedent("""\
            5424 R + Biomek i5 - booking 31201 - 11:00-12:30
            Note: spin the lysate tubes 10,000 x g for 2 min, then the i5 takes 150 µL of
            supernatant into the deep-well plate.
        """),
        "spin rcf_g=10000 duration_s=120 @eppendorf_5424r > transfer volume_ul=150 @biomek_i5",
    ),
    (
        "mk12_star_odtc_endrepair",
        dedent("""\
            Booking confirmed: STAR + ODTC, Wed 14:00-16:00, ID 88501
            Note: STAR adds 15 uL end-repair mix, then on the ODTC hold 20 °C for 30 min
            followed by 65 °C for 30 min.
        """),
        "transfer volume_ul=15 @hamilton_star > incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "mk13_peel_fluor",
        dedent("""\
            SpectraMax booking 60390 (Thu 16:00-16:30)
            Note: de-seal in the XPeel, then fluorescence 360 ex / 460 em.
        """),
        "peel @azenta_xpeel > read_fluorescence excitation_nm=360 emission_nm=460 @spectramax_i3x",
    ),
    (
        "mk14_shake_vspin_primes",
        dedent("""\
            BioShake + VSpin booked 10:00-10:20 (ID 2071)
            Note: shake 30" at 1,500 rpm to mix, then VSpin 1' at 1,000 g.
        """),
        "shake speed_rpm=1500 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "mk15_bca_rows",
        dedent("""\
            Booking: Tecan Fluent + Cytomat + SpectraMax, Mon 13:00-15:00, ID 7788
            Note (BCA): Fluent adds 200 µL working reagent to rows A-D only of the 96-well
            plate, then 37 °C for 30 min in the Cytomat, then read A562.
        """),
        "transfer volume_ul=200 wells=48 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "mk16_i5_mix_transfer",
        dedent("""\
            Biomek i5, booking 45090, Thu 09:00-10:00
            Note: source wells hold 120 µL each. Mix them with 50 µL, then transfer 30 µL
            of each into the assay plate.
        """),
        "mix volume_ul=50 @biomek_i5 > transfer volume_ul=30 @biomek_i5",
    ),
    (
        "mk17_mtt_endpoint",
        dedent("""\
            Invitation: MTT endpoint (Cytomat 2C450 + BioShake + SpectraMax, 4 h)
            Wed 09:00-13:00
            Description: 37 °C for 3 h in the Cytomat, shake 10 min at 500 rpm on the
            BioShake, read absorbance at 570 nm.
        """),
        "incubate temperature_c=37 duration_s=10800 @cytomat_2c450 > "
        "shake speed_rpm=500 duration_s=600 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=570 @spectramax_i3x",
    ),
    (
        "mk18_pf400_hotel",
        dedent("""\
            PF400 + Cytomat 24 booking, 18:00-18:15, ID 6133
            Note: the arm moves the finished plate from the reader to the Cytomat 24 hotel,
            where it stays until I'm back.
        """),
        "move_plate @precise_pf400 > store @cytomat_24",
    ),
    (
        "mk19_5810_then_star",
        dedent("""\
            Booking confirmed: 5810 R + Hamilton STAR, 08:00-10:00, ID 77401
            Note: spin the deep-well plate at 2,000 x g, 5 min, 4 C; the STAR then moves
            300 µL of cleared lysate to a fresh deep-well plate.
        """),
        "spin rcf_g=2000 duration_s=300 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=300 @hamilton_star",
    ),
    (
        "mk20_seal_store",
        dedent("""\
            a4S booking 51920 (Fri 17:30-17:45)
            Note: seal at 165 °C for 3 s and then store at 4 °C until Monday.
        """),
        "seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4",
    ),
    (
        "mk21_read_after_shake",
        dedent("""\
            Booking confirmed: SpectraMax + BioShake, ID 60412, Thu 11:00-11:45
            Note: read absorbance at 340 nm, but only after 10 min at 37 °C and 300 rpm on
            the BioShake.
        """),
        "shake speed_rpm=300 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=340 @spectramax_i3x",
    ),
    (
        "mk22_ot2_vspin_odtc",
        dedent("""\
            Invitation: OT-2 / VSpin / ODTC (1.5 h)
            Mon 10:00-11:30, Automation Lab
            Description: OT-2 adds 2 µL DNase to each well of the PCR plate, quick spin on the
            VSpin (300 x g, 30 s), then 37 °C for 15 min on the ODTC.
        """),
        "transfer volume_ul=2 @opentrons_ot2 > spin rcf_g=300 duration_s=30 @agilent_vspin > "
        "incubate temperature_c=37 duration_s=900 @inheco_odtc",
    ),
    (
        "ht01_hig4_too_fast",
        dedent("""\
            Booking confirmed: HiG4, Mon 11:00-11:30, Room 2.114, Booking ID 88520
            Note: 96-well PCR plate, 6,000 x g for 2 min.
        """),
        "halted",
    ),
    (
        "ht02_a4s_too_hot",
        dedent("""\
            Reservation confirmed - a4S sealer - Tue 14:00-14:15 - Booking 51990
            Your note: seal at 215 °C for 2 s (thick foil).
        """),
        "halted",
    ),
    (
        "ht03_abs_200",
        dedent("""\
            SpectraMax i3x booking 60455 confirmed, 09:00-09:30
            Note: peptide quantification, absorbance at 200 nm, UV-transparent plate.
        """),
        "halted",
    ),
    (
        "ht04_bioshake_rebooked_too_fast",
        dedent("""\
            Booking 2031 (BioShake, Tue 09:00-09:30) has been cancelled (note was: 1,000 rpm,
            5 min).
            New booking 2039 confirmed: BioShake, Tue 10:00-10:30
            Note: 3,500 rpm for 2 min.
        """),
        "halted",
    ),
    (
        "ht05_5424_too_fast",
        dedent("""\
            5424 R - reservation 31240 - 12:00-12:30
            Note: 1.5 mL tubes, 25,000 x g, 10 min, 4 °C.
        """),
        "halted",
    ),
    (
        "ht06_lum_integration",
        dedent("""\
            Invitation: SpectraMax - glow luminescence (1 h)
            Description: luminescence with 120 s integration per well, dim signal.
        """),
        "halted",
    ),
    (
        "ht07_star_overfill_pcr",
        dedent("""\
            Booking confirmed: Hamilton STAR, Thu 09:00-10:00, ID 90077
            Note: add 250 µL of wash buffer to each well of the 96-well PCR plate.
        """),
        "halted",
    ),
    (
        "ak01_hig4_rpm",
        dedent("""\
            Booking confirmed: HiG4, Fri 15:00-15:30, Booking ID 88533
            Note: 3,000 rpm for 5 min, 96-well PCR plate.
        """),
        "ask",
    ),
    (
        "ak02_echo_not_here",
        dedent("""\
            Booking confirmed: Echo 525 acoustic dispenser, Wed 10:00-11:00, ID 4410
            Note: transfer 25 nL of each compound into the 384-well assay plate.
        """),
        "ask",
    ),
    (
        "ak03_sonicate",
        dedent("""\
            Bench booking: Bench 2 (shared) + 5424 R, 14:00-14:45, ID B-2209
            Note: sonicate the lysates 3 x 10 s on ice, then spin 16,000 x g for 10 min at
            4 °C in the 5424 R.
        """),
        "ask",
    ),
    (
        "ak04_cytomat_slot_only",
        dedent("""\
            Booking confirmed: Cytomat 2C450, 13:00-15:00 (2 h), ID 30977
            Note: 37 °C incubation of plate P7 after the drug addition.
        """),
        "ask",
    ),
    (
        "ak05_odtc_two_annealing",
        dedent("""\
            Invitation: ODTC slot (1 h)
            Description: 98 °C 30 s; 30 cycles of 98 °C 10 s, anneal 58 °C or 62 °C for 20 s
            (Mark still has to tell me which), 72 °C 30 s; hold 4 °C.
        """),
        "ask",
    ),
    (
        "ak06_vspin_no_units",
        dedent("""\
            VSpin booking 40290, Tue 16:00-16:15
            Note: 600 for 3, as usual.
        """),
        "ask",
    ),
]
