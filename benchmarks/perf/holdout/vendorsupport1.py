"""Hold-out batch "vendorsupport1": vendor technical-support replies pasted into the planner.

Style: the scientist pastes a thread. Earlier in it they gave their run settings; then comes a
vendor's support reply (case/ticket numbers, firmware and software versions, part and order
numbers, a numbered list of recommended settings, often a "you could also try ..." extra), and a
line from the scientist saying which recommendations to apply ("go with option 2", "apply 1 and 3
but keep our seal time").

Traps:
- only the chosen recommendations change the run; the others (and the "you could also try"
  extras) must not leak into the plan, even when they carry tempting numbers;
- case numbers, firmware versions, part/catalogue numbers, serial numbers, error codes and kit
  lots are context, not settings;
- a chosen recommendation can push a value out of every instrument's limits (halted), or bring in
  something the lab cannot do or that leaves a value unsettled (vortex, sonicate, rpm only,
  "speed 5", drops, nL acoustic transfer, an instrument the lab lacks, "595 or 600 nm") (ask);
- settings the scientist says to keep keep their original value; steps not touched by the reply
  stay in the plan in their run order.
"""

NAME = "vendorsupport1"

CASES: list[tuple[str, str, str]] = [
    (
        "vendorsupport1-01",
        """Re our a4S wrinkle issue. Current run (from my first email): seal the 96-well PCR plate on the a4S at 165 °C for 3 s, spin 1 min at 1000 x g in the VSpin, then park it in the plate fridge at 4 °C.

--- Azenta Technical Support, Case 02281947 ---
Thank you for the photos. Your a4S reports firmware 1.31; please plan an update to 1.40. For Clear Seal film (P/N 4ti-0560) on PCR plates we recommend:
1. Raise the seal temperature to 170 °C.
2. Increase seal time to 3.5 s.
3. Confirm the plate adapter (P/N 1-6008) is seated on the shuttle.
You could also try a 60 s dwell after the heater reaches setpoint.

Apply 1 and 3 but keep our seal time.""",
        "seal temperature_c=170 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "vendorsupport1-02",
        """Thread recap - our assay: BioShake 3000-T elm, 600 rpm for 5 min at room temp, then fluorescein read on the SpectraMax i3x, ex 485 / em 520.

Molecular Devices Support - Case #MD-0743318 (SoftMax Pro 7.1.2, i3x fw 2.0.19)
Hi Dr. Okafor, the high background is most likely excitation bleed-through. Recommended:
1) Move emission to 530 nm (keeps a 45 nm gap from the 485 nm excitation).
2) Shake at 1000 rpm for 2 min instead to flatten the meniscus.
3) Switch to black plates (P/N 3915).
You could also try a bottom read with 6 flashes.

Going with option 1 only, everything else unchanged.""",
        "shake speed_rpm=600 duration_s=300 @qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=485 emission_nm=530 @spectramax_i3x",
    ),
    (
        "vendorsupport1-03",
        """From earlier in the thread: peptide plate (96 flat, UV-transparent) read on the i3x at 280 nm, no shaking.

Reply from Molecular Devices, case 00918274:
> Your peptides contain no Trp or Tyr, so A280 will sit close to the blank. Options:
> 1. Read the peptide bond at 214 nm instead.
> 2. Keep 280 nm and raise flashes to 100 per read.
> 3. Add a 900/977 nm pathcheck.
> Firmware 2.0.19 is current, no update needed.

ok, go with 1 - switch our read to 214.""",
        "halted",
    ),
    # rpm replaces the x g setting: the chosen speed is given only in rpm, so it must be asked
    (
        "vendorsupport1-04",
        """Our spin (thread start): deep-well 96 plates, 5810 R with A-4-81 and MTP buckets, 2,500 x g for 10 min at 4 C.

Eppendorf Service, ticket EPP-55120-DE:
'Hello, the imbalance error E-24 you see is usually a bucket mismatch. We recommend
1. Run at 3,500 rpm for 12 min, which is what we use for deep-well plates.
2. Replace the bucket seals (order no. 5810 718.007).
3. Recalibrate the imbalance sensor via the service menu (service code required).'

Apply suggestion 1 to the run please, temperature stays 4 C.""",
        "ask",
    ),
    (
        "vendorsupport1-05",
        """Run settings from my first post: CFX384, 384-well PCR plate, 95 °C 3 min, then 40 cycles of 95 °C 10 s / 60 °C 30 s, no final extension.

Bio-Rad Technical Support | Case 11826450 | CFX Maestro 2.3, instrument fw 3.1.1630
Thanks for the run file. The late Cq drift suggests incomplete polymerase activation. Please consider:
1. Extend the initial activation to 5 min at 95 °C.
2. Add a 72 °C 20 s extension to each cycle.
3. Drop to 35 cycles; nothing useful amplifies after that for your targets.
You could also try an annealing gradient of 56-64 °C on a test plate.

Take 1 and 3 and skip the rest.""",
        "run_qpcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=300 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "vendorsupport1-06",
        """Setup as described above: KingFisher Flex runs MagMAX_CORE_v2 on the 96 deep-well plates, then the elution plate goes to the 2C425 cold store at 4 °C until Monday.

Thermo Fisher Technical Support - Service Request 1-8842217190
BindIt 4.1.2 / Flex fw 1.02.
1. Please load the updated script MagMAX_CORE_Flex_v3 (attached); v2 has a known tip-comb release bug.
2. Increase elution heating to 65 °C for 10 min (edit in BindIt).
3. Check the magnetic head is the 96 DW head (P/N 24074431).

go w/ option 1""",
        "run_program program=MagMAX_CORE_Flex_v3 @kingfisher_flex > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "vendorsupport1-07",
        """Original plan (see my first message): spin the 96-well PCR plate 1 min at 500 xg, then run the DNA 1K assay on the LabChip GX Touch, 96 samples.

Revvity Support, case CAS-339102-R4K1 (LabChip Reviewer 5.4, GX Touch HT s/n 1J2231):
Your libraries are below the DNA 1K LOQ. Recommendations:
1. Switch to the DNA High Sensitivity assay (reagent kit CLS760672).
2. Run 88 samples plus ladders so the chip lasts.
3. Raise the sip height to 4 mm.

Apply suggestion 1; sample count stays 96.""",
        "spin rcf_g=500 duration_s=60 > run_assay assay=dna_high_sensitivity sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "vendorsupport1-08",
        """For context, our current step: beads + lysate in a 96 deep-well plate, BioShake 3000-T elm at 2,000 rpm for 10 min at 30 °C.

From the bead kit supplier (case SR-77310, kit lot 24B118):
Hi - low yields usually mean the beads are not fully resuspended. Suggestions:
(1) Increase shaking to 3,500 rpm for 10 min.
(2) Add 5 µL extra beads per well.
(3) Warm the binding buffer to 37 °C before use.

Let's apply (1), keep the rest.""",
        "halted",
    ),
    (
        "vendorsupport1-09",
        """Our flow (from the thread): BioShake 800 rpm 2 min, PF400 carries the 96 flat plate to the i3x, read absorbance at 600 nm.

Brooks/PreciseFlex support - Case PF-2024-1187, GPL 4.2K3, controller fw 3.2:
The dropped-plate log points to gripper slip. Recommended settings:
1. Raise gripper force to 15 N.
2. Slow the approach speed to 20 % in the reader station profile.
3. Re-teach the reader nest (station 7).
You could also try rubber pads (P/N PF-GRP-004).

Apply 1 and 2, run otherwise unchanged.""",
        "shake speed_rpm=800 duration_s=120 @qinstruments_bioshake_3000t_elm > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "vendorsupport1-10",
        """Earlier: Opentrons Flex, 8-channel 1000, adds 200 µL lysis buffer to each well, then shake 1,500 rpm for 5 min on the heater-shaker.

Opentrons Support - ticket #48213, robot sw 7.3.0:
Thanks for the protocol file. For the clumping:
1. Use a slower aspirate (50 µL/s) for the viscous buffer.
2. Replace the shake with a 30 s vortex off-deck; the pellet needs more energy.
3. Pre-wet tips once.

Go with option 2.""",
        "ask",
    ),
    (
        "vendorsupport1-11",
        """Run as first posted: STAR transfers 25 µL from the source plate into columns 1-6 of the 96-well assay plate, then mixes those same wells 5x at 20 µL.

Hamilton Technical Support - Case 00458812 - VENUS 6.0.1, ML STAR fw 2024.1
Hello, the foaming comes from the mix step. We recommend:
1. Use liquid class HighVolume_Water_DispenseSurface_Empty.
2. Reduce mixing to 3 cycles.
3. Add a 5 µL transport air gap.
You could also try 10 cycles at 15 µL with a slower speed.

apply #2 only""",
        "transfer volume_ul=25 wells=48 @hamilton_star > mix volume_ul=20 cycles=3 wells=48 @hamilton_star",
    ),
    (
        "vendorsupport1-12",
        """Original method (see above): Fluent dispenses 150 uL into every well of a 96 flat plate, BioShake 800 rpm for 1 min, then the SpectraMax reads absorbance at 450 nm.

Tecan Customer Support - Case 2024-TS-066120, FluentControl 3.4 SP1:
1. Use the 200 uL DiTis (P/N 30180113) instead of the 1000 uL ones for better precision.
2. Lower the dispense speed to 300 uL/s.
3. Add a 570 nm reference read to correct for plate imperfections.

Apply the first two suggestions, no reference read.""",
        "transfer volume_ul=150 @tecan_fluent > shake speed_rpm=800 duration_s=60 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "vendorsupport1-13",
        """Thread start: 1.5 mL tubes, 5424 R, 16,000 x g for 10 min at 4 °C, FA-45-24-11 rotor.

Eppendorf Application Support, Ticket 77-20931:
Loose pellets at this volume are common. Options:
1. Go to the rotor maximum, 21,130 × g.
2. Pre-cool the rotor for 15 min with the FastTemp function.
3. Extend the run to 15 min.
You could also try 25,000 x g in a floor-standing high-speed centrifuge. Firmware 1.4.0 is fine.

Please go with suggestions 1 and 3.""",
        "spin rcf_g=21130 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "vendorsupport1-14",
        """What we run now (from my first message): spin columns in 2 mL tubes, 5424 R, 12,000 x g for 1 min at room temp.

Column manufacturer support, ref CS-208816:
1. Increase to 16,000 x g for 1 min for the wash.
2. Dry spin at 25,000 x g for 2 min to remove residual ethanol.
3. Use the supplied collection tubes (P/N 1020444).

Go with option 2 (the dry spin) for the run.""",
        "halted",
    ),
    (
        "vendorsupport1-15",
        """Cycling from the first post (ODTC, 96-well PCR plate): 98 °C 30 s; 30 cycles of 98 °C 10 s, 62 °C 20 s, 72 °C 30 s; final 72 °C 2 min; hold 4 °C.

INHECO Support - Case INH-240611-03 (ODTC fw 2.8.3, SiLA driver 1.6)
1. Lower annealing to 60 °C.
2. Extend the final extension to 5 min.
3. Set fluid quantity class 1 for your 50 µL reactions.
You could also try 32 cycles.

Apply option 2, annealing stays at 62.""",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    # the thread never gives the colony-PCR cycling temperatures (annealing etc.); option 2 adds only an initial step
    (
        "vendorsupport1-16",
        """Summary of the run: Biomek i7 sets up 20 µL colony PCR reactions in a 96 PCR plate, then the ODTC runs our usual colony PCR program.

INHECO Support, Case INH-240702-11:
Thanks for the logs (ODTC fw 2.8.3). The weak bands suggest too few cycles for colony template. Recommendations:
1. Increase to 35 cycles.
2. Add a 5 min 95 °C initial step for cell lysis.
3. Keep the volume under 30 µL for the fast-ramp class.

Apply 1 and 2.""",
        "ask",
    ),
    (
        "vendorsupport1-17",
        """Protocol so far (from thread): cell plates incubate 24 h at 37 °C / 5% CO2 in the Cytomat 2C450, then luminescence read with 1 s integration.

Thermo Fisher Support, SR 1-9011345872 (Cytomat 2 C450, fw 3.12):
1. Equilibrate plates 30 min at room temperature before reading.
2. Lower integration to 0.5 s; your signal saturates.
3. Keep the door-open time under 20 s to hold CO2.

go with option 2 only""",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450 > read_luminescence integration_s=0.5",
    ),
    (
        "vendorsupport1-18",
        """Our i5 method (posted above): transfer 100 µL bead mix, magnet 2 min, then remove 180 µL supernatant.

Beckman Coulter Tech Support - Case 6003481922, Biomek Software 5.1.12:
Bead carry-over at this step usually means incomplete seperation.
1. Extend the magnet time to 5 min.
2. Lower the aspirate height offset by 0.5 mm.
3. Use the Span-8 for the supernatant removal.

Apply the first suggesiton.""",
        "transfer volume_ul=100 @biomek_i5 > magnetic_separation duration_s=300 @biomek_i5 > transfer volume_ul=180 @biomek_i5",
    ),
    (
        "vendorsupport1-19",
        """From before: E. coli plates incubate 16 h at 37 °C in the Cytomat 2C450, then we measure growth on the i3x.

Molecular Devices Support, case 00921733:
1. Use an absorbance endpoint read with pathcheck off.
2. Read OD at 595 or 600 nm, depending on your filter set.
3. Shake 5 s before the read.

Go with 2.""",
        "ask",
    ),
    (
        "vendorsupport1-20",
        """Original run: XPeel takes the seal off, the OT-2 adds 10 µL to every well, then the a4S reseals at 175 °C for 2 s.

Azenta Support, Case 02290514 (XPeel fw 1.2.5, a4S fw 1.31):
1. Set the XPeel adhere time to 5 s.
2. Use the slow peel speed.
3. For the reseal, drop the temperature to 165 °C; 175 °C is warping your plates.

Apply all three.""",
        "peel @azenta_xpeel > transfer volume_ul=10 @opentrons_ot2 > seal temperature_c=165 duration_s=2 @azenta_a4s",
    ),
    (
        "vendorsupport1-21",
        """Current step (thread start): spin the 384-well PCR plate in the HiG4 at 3000 x g for 2 min.

BioNex Solutions support - Ticket BNX-1042, HiG4 fw 4.3.1:
Cracked wells at that force are a plate issue rather than the centrifuge. We suggest:
1. Reduce to 2,000 ×g.
2. Set acceleration and braking to 50 %.
3. Use the 384 PCR adapter (P/N HIG-ADP-384).
You could also try 4,000 ×g for 1 min.

Going with option 1, keep 2 minutes.""",
        "spin rcf_g=2000 duration_s=120 @bionex_hig4",
    ),
    # plate centrifuges: HiG4 tops out at 5000 x g, the 5810 R plate buckets at about 2900 x g, VSpin 1000 x g
    (
        "vendorsupport1-22",
        """Our spin, as posted: 96-well PCR plate, 1000 x g for 1 min in the VSpin.

Plate manufacturer support, ref 4TI-CS-8812:
The bubbles you describe need more force than 1,000 × g; our skirted PCR plates are rated to 6,000 × g.
1. Spin at 6,000 × g for 2 min.
2. Use a pulse spin in a mini plate spinner.
3. Add 0.05% Tween-20 to the mix.

Apply option 1 and move the spin to whichever of our centrifuges can take it.""",
        "halted",
    ),
    (
        "vendorsupport1-23",
        """Run as posted earlier: retrieve the 96-well plate from the Cytomat 24 hotel, XPeel removes the seal, then luminescence on the i3x, 1 s integration.

Molecular Devices Support - Case #00933120, SoftMax Pro 7.1.2:
1. Raise integration to 2 s per well.
2. Use solid white plates (Greiner P/N 655075) to cut crosstalk.
3. Lower the read height by 1 mm.

Please apply 1 and 2.""",
        "retrieve @cytomat_24 > peel @azenta_xpeel > read_luminescence integration_s=2 @spectramax_i3x",
    ),
    (
        "vendorsupport1-24",
        """Our read (first message): 384 plate, fluorescence ex 535 / em 590 on the SpectraMax i3x.

Tecan Application Support, case TAS-30218:
1. Move the read to a Spark 10M with monochromator optics; it handles your red-shifted dye better.
2. Narrow the bandwidth to 10 nm.
3. Use a gain of 120.

Go with option 1 for the run.""",
        "ask",
    ),
    (
        "vendorsupport1-25",
        """Method as described: the Biomek i7 adds 50 µl substrate, shakes on deck at 800 rpm for 1 min, then incubates on the Peltier at 37 deg C for 30 min.

Beckman Coulter Support, Case 6003502217 (Biomek Software 5.1.12, i7 Hybrid):
1. Increase the shake to 1,000 rpm to mix the viscous substrate.
2. Add a 2 min pre-warm of the substrate reservoir.
3. Replace the 50 µl with a 2 x 25 µl dispense.
You could also try 1,200 rpm if splashing is not an issue.

Apply 1.""",
        "transfer volume_ul=50 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=60 @biomek_i7_hybrid > incubate temperature_c=37 duration_s=1800 @biomek_i7_hybrid",
    ),
    (
        "vendorsupport1-26",
        """What we run (see top of thread): NanoBRET plate on the i3x, luminescence with 1 s integration.

Promega Technical Services, case 2024-TS-118902:
Your acceptor signal is close to background.
1. Increase integration to 90 s per well.
2. Use 4x more substrate.
3. Read within 10 min of substrate addition.

Let's go with 1.""",
        "halted",
    ),
    (
        "vendorsupport1-27",
        """Protocol from the thread: OT-2 with the P300 single GEN2 moves one hundred fifty microlitres of media into columns 1 to 4 of a 96-well flat plate, the plate then goes 24 hr into the Cytomat 2C450 (37 °C, 5% CO2) and finally OD600 on the i3x.

Opentrons Support - ticket #51877 (robot software 7.0.2, API 2.15):
1. Reduce the volume to 140 µL; 150 µL splashes over when the plate is moved.
2. Add a touch-tip at -2 mm.
3. Use the p300_multi_gen2 to save time.

apply option 1 please""",
        "transfer volume_ul=140 wells=32 @opentrons_ot2 > incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "vendorsupport1-28",
        """Spin settings from earlier: 5810 R, A-4-81 with MTP/Flex buckets, 2000 rcf for 5 min at 20 ºC.

Eppendorf Service ticket EPP-55877:
1. Lower to 1,500 rcf to protect the plate skirts.
2. Set the run temperature to 4 ºC.
3. Extend to 10 min.

Take 2 and 3 but leave the speed where it is.""",
        "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "vendorsupport1-29",
        """Our prep (thread start): cell lysate in 1.5 mL tubes, then the Fluent moves 50 µL per sample into a 96 PCR plate.

Kit supplier tech support, case KT-40219:
The viscous lysate is clogging the tips.
1. Sonicate 3 x 10 s on ice before loading the Fluent.
2. Add 1 µL DNase per 100 µL lysate.
3. Use wide-bore tips.

Apply 1.""",
        "ask",
    ),
    (
        "vendorsupport1-30",
        """As posted: take the plate out of the 2C425 cold store, BioShake 300 rpm for 5 min, then read fluorescence ex 535 / em 590 on the i3x.

Q.Instruments support - case QI-2024-0271 (BioShake 3000-T elm, fw 1.7.2):
1. Increase to 500 rpm; 300 rpm is below the efficient range for 96 flat plates.
2. Heat to 30 °C during the shake so the condensation clears.
3. Extend to 7 min.

go with 1 and 2, keep 5 min""",
        "retrieve @cytomat_2c425 > shake speed_rpm=500 duration_s=300 temperature_c=30 @qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=535 emission_nm=590 @spectramax_i3x",
    ),
    # the scientist picks 210 C (option 1), not the in-range alternative of option 2
    (
        "vendorsupport1-31",
        """Settings from my first post: a4S, 96 deep-well plate, 170 °C for 2.5 s with the foil film.

Film supplier technical service, ticket FS-11962:
For the new foil (P/N AF-100) the adhesive layer needs more heat:
1. Seal at 210 °C for 2.5 s.
2. Seal at 180 °C for 4 s if your sealer cannot reach 210 °C.
3. Store sealed plates upright.

We'll use option 1.""",
        "halted",
    ),
    (
        "vendorsupport1-32",
        """Thread recap: 96 deep-well plate on the BioShake, 1500 rpm for 3 min at room temp.

Q.Instruments support, case QI-2024-0388:
1. For deep-well plates with more than 1 mL fill, lower the speed.
2. In manual mode that corresponds to speed setting 5 on the dial.
3. Use the 2 mm orbit adapter.

Apply 1 and 2 to the run: speed 5, same time.""",
        "ask",
    ),
    (
        "vendorsupport1-33",
        """Original run: Opentrons Flex transfers 40 µL of beads into columns 1-3 of the 96 deep-well plate, then mixes those wells 10 times at 35 µL.

Opentrons Support, ticket #52301 (Flex robot software 7.3.0):
1. Drop mixing to 8 cycles.
2. Use the flex_8channel_1000 pipette for the mix.
3. You could also try vortexing the bead stock for 10 s before loading.

Only option 1 please, no vortexing.""",
        "transfer volume_ul=40 wells=24 @opentrons_flex > mix volume_ul=35 cycles=8 wells=24 @opentrons_flex",
    ),
    (
        "vendorsupport1-34",
        """Current storage (first message): the a4S seals the assay plates at 165 C for 3 s, then they go into the Cytomat 2C425 at 4 C overnight.

Thermo Fisher support SR 1-9120082711 (2C425 fw 3.12):
The condensation on retrieval comes from the temperature difference.
1. Raise the store setpoint to 8 C.
2. Let plates equilibrate 20 min before peeling.
3. Shorten the gate-open time.

Apply 1.""",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=8 @cytomat_2c425",
    ),
    # the 2C425 cold store holds 4-25 C; no store in the lab goes to -20
    (
        "vendorsupport1-35",
        """Current storage (as posted): after the KingFisher runs RNA_Elute_96 the eluate plate goes into the Cytomat 2C425 cold store at 4 °C.

Thermo support SR 1-9125008812:
For long-term RNA stability we recommend:
1. Store eluates at -20 °C.
2. Seal with foil before storage.
3. Avoid repeated freeze-thaw.

Apply 1 - set the 2C425 to -20.""",
        "halted",
    ),
    (
        "vendorsupport1-36",
        """Plate flow (first post): a4S seals the 384-well PCR plate at 170 °C for 2 s, spin 1 min at 1,000 × g in the VSpin, then CFX384: 95 °C 2 min; 40 × (95 °C 5 s, 60 °C 30 s).

Bio-Rad Technical Support - Case 11834027 (CFX Maestro 2.3):
1. Increase denaturation to 10 s.
2. Try an annealing gradient 58-66 °C to optimise.
3. Use Microseal 'B' optical film (P/N MSB1001) instead.

Apply 1 only.""",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "vendorsupport1-37",
        """Earlier in the thread: Hamilton STAR adds 200 µL culture medium to each well of the 24 deep-well plate.

Hamilton Support, Case 00461290:
The foaming you see is from the medium's protein content.
1. Use the liquid class for serum-containing media.
2. Add 2 drops of antifoam to each well after dispensing.
3. Reduce the dispense speed.

apply option 2""",
        "ask",
    ),
    (
        "vendorsupport1-38",
        """Our run (first message): LabChip GX Touch, RNA assay, 96 samples in a 96-well PCR plate.

Revvity Support - Case CAS-341875 (LabChip Reviewer 5.4, chip lot 2409A):
1. Split into two runs of 48 samples; the chip degrades after ~60 sips with your buffer.
2. Switch to the RNA Pico assay for your low-input samples.
3. Dilute samples 1:2 in RNase-free water.

go with option 1 - one run of 48 today.""",
        "run_assay assay=rna sample_count=48 @labchip_gx_touch_ht",
    ),
    # 400 samples in one run is above the LabChip's 384 sample_count limit; the reply does not change it
    (
        "vendorsupport1-39",
        """Current plan (from above): all 400 samples in a single DNA 5K run on the LabChip GX Touch, straight from the 384 PCR plates.

Revvity Support, Case CAS-342011:
Your chip priming error is a software issue.
1. Update LabChip Reviewer to 5.4.2.
2. Re-prime the chip with fresh gel-dye.
3. Check the sipper for salt deposits.

Apply 1 and 2, keep the run as it is.""",
        "halted",
    ),
    (
        "vendorsupport1-40",
        """Digest as posted: ODTC, 37 °C for 1 hr, then heat-kill at 65 °C for 20 mins, then the plate goes to the cold store at 4 °C.

NEB Technical Support, case 2024-06-4471:
1. Extend the digest to 2 h for genomic DNA.
2. Heat-inactivate at 80 °C for 20 min instead.
3. Use rCutSmart buffer (B6004S).

Apply 1; keep our 65 °C heat kill - the enzyme doesn't need 80.""",
        "incubate temperature_c=37 duration_s=7200 @inheco_odtc > incubate temperature_c=65 duration_s=1200 @inheco_odtc > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "vendorsupport1-41",
        """Our compound addition (thread start): the Biomek i7 MC96 head stamps 1 µL of compound into the assay plate.

Beckman Coulter support, Case 6003519004:
1. For DMSO stocks at this volume, use an Echo 655 to transfer 50 nL acoustically.
2. Pre-wet the tips.
3. Use a 0.5 µL trailing air gap.

Go with 1.""",
        "ask",
    ),
    (
        "vendorsupport1-42",
        """Original: the Fluent adds 20 µL detection reagent to all wells of a 384 plate, BioShake at 1,000 rpm for 60 s, then luminescence read at 0.5 s integration.

Tecan Application Support - case TAS-30544 (FluentControl 3.4):
1. Use the MCA384 with 50 µL tips (P/N 30057813).
2. Raise the shake to 1,500 rpm for 30 s for better mixing in 384 wells.
3. Add a 5 min dark incubation before the read.

apply 2 but keep the 60 s""",
        "transfer volume_ul=20 @tecan_fluent > shake speed_rpm=1500 duration_s=60 @qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.5",
    ),
    # 7.5 mL per tube is above the 5000 uL per-target limit of every liquid handler, trips or not
    (
        "vendorsupport1-43",
        """Our step (first post): the Hamilton STAR moves 4.5 mL of buffer into each 50 mL tube using the 5 mL channels.

Hamilton Support, Case 00462208:
1. Increase to 7.5 mL per tube so the pellet is fully covered.
2. Use the 5 mL CO-RE tips (P/N 184020).
3. Lower the aspirate speed.

Apply 1 and 2.""",
        "halted",
    ),
    (
        "vendorsupport1-44",
        """Run from the start of the thread: VSpin 500 x g for 30 s, XPeel, then the Biomek i5 adds 15 µL stop solution to every well.

Azenta Support case 02301177 (XPeel fw 1.2.5):
1. Use begin offset +2 mm for skirted plates.
2. Raise your pre-peel spin to 1000 x g for 1 min so no droplets stay on the seal.
3. Replace the tape roll (P/N 24-1010).

Go with options 2 and 3.""",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > peel @azenta_xpeel > transfer volume_ul=15 @biomek_i5",
    ),
    (
        "vendorsupport1-45",
        """Culture step (thread start): 96-well plates in the Cytomat 2C450 at 37 °C, 5% CO2 for 48 h.

Thermo Fisher support, SR 1-9131177002:
Your medium uses 3.7 g/L bicarbonate, so the pH drifts alkaline at 5%.
1. Set CO2 to 10%.
2. Raise humidity to 95% (check the water tray).
3. Shorten the culture to 36 h.

Take option 1, keep 48 hrs.""",
        "incubate temperature_c=37 duration_s=172800 co2_percent=10 @cytomat_2c450",
    ),
    # stop-solution addition with no volume stated
    (
        "vendorsupport1-46",
        """Our read-out (first message): after the 30 min room-temp incubation, read absorbance at 450 nm on the i3x.

Molecular Devices support, case 00940017:
1. Add stop solution before the read; the TMB keeps developing otherwise.
2. Add a 570 nm reference read.
3. Read within 30 min of stopping.

Apply 1.""",
        "ask",
    ),
    (
        "vendorsupport1-47",
        """Thread start: the OT-2 (P20 single GEN2) adds 2 µL template into A1-H3 of the 96 PCR plate, then the a4S seals at 165 °C for 2 s and it gets a 1 min spin at 1000 x g in the VSpin.

Opentrons Support ticket #52770 (robot sw 7.0.2):
1. Increase to 5 µL; 2 µL with the P20 gives a CV above 5%.
2. Use the P20 multi GEN2 for whole columns.
3. Add a blow-out into the well.

Apply 1 - we'll dilute the template accordingly.""",
        "transfer volume_ul=5 wells=24 @opentrons_ot2 > seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "vendorsupport1-48",
        """Our read (see above): IRDye plate on the i3x, ex 780 / em 820.

Molecular Devices support, case 00944581:
1. For your new dye variant use ex 880 nm / em 920 nm.
2. Increase flashes to 50.
3. Use black plates.

Go with 1.""",
        "halted",
    ),
    (
        "vendorsupport1-49",
        """Earlier in the thread: 50 mL tubes in the 5810 R, fixed-angle FA-45-6-30, 10,000 x g for 15 min at 4 deg.

Eppendorf Application Support, Ticket 77-21877:
The cracked tubes point to the tube rating, not the rotor.
1. Reduce to 8,000 x g and extend to 20 min.
2. Use Eppendorf Conical Tubes (order no. 0030122178).
3. Check the adapters for wear.

go with option 1""",
        "spin rcf_g=8000 duration_s=1200 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "vendorsupport1-50",
        """Our i7 cleanup (posted above): add 90 µL SPRI beads, shake on deck 1,000 rpm for 2 min, magnet 5 min, then remove 140 µL supernatant.

Beckman Coulter Support - Case 6003527781 (Biomek Software 5.1.12):
1. Increase the magnet time to 8 min.
2. Shake at 1,200 rpm for 1 min.
3. Reduce the supernatant removal to 135 µL to stay clear of the pellet.
You could also try a quick vortex of the bead stock before loading.

Apply 1 and 3.""",
        "transfer volume_ul=90 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=120 @biomek_i7_hybrid > magnetic_separation duration_s=480 @biomek_i7_hybrid > transfer volume_ul=135 @biomek_i7_hybrid",
    ),
    (
        "vendorsupport1-51",
        """Run as posted: a4S, 165 °C for 3 s on the 96 PCR plate.

Azenta support case 02305521:
1. Check the film alignment on the roll.
2. Raise to 175 °C for 3 s.
3. Keep 165 °C and extend to 4.5 s.

Either option 2 or 3 - haven't decided yet, queue it anyway.""",
        "ask",
    ),
    (
        "vendorsupport1-52",
        """qPCR settings (first message): CFX384, 384-well plate, 95 °C 10 min; 45 cycles 95 °C 15 s, 58 °C 30 s, 72 °C 30 s; hold 4 °C.

Bio-Rad support case 11841190:
1. Raise annealing to 60 °C - your primers' Tm is 62 °C.
2. Cut to 40 cycles.
3. Add a melt curve 65-95 °C.

Apply options 1 and 2; no melt curve.""",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=30 hold_c=4 @biorad_cfx384",
    ),
    (
        "vendorsupport1-53",
        """Flow as posted: a4S seals at 165 °C for three seconds, then the plate goes into the Cytomat 24 hotel at ambient.

Azenta support, case 02306602 (a4S fw 1.40):
1. Lower the seal time to 2 s with the thin film (P/N 4ti-0565).
2. Raise the temperature to 170 °C.
3. Clean the heater plate with IPA.

apply 1.""",
        "seal temperature_c=165 duration_s=2 @azenta_a4s > store @cytomat_24",
    ),
    (
        "vendorsupport1-54",
        """Current sealing (thread start): a4S at 160 °C for 2 s on the 96 PCR plate with the standard film.

Film supplier technical service, ref FS-12033:
Your heat-sensitive enzyme mix will do better with our low-temperature peelable film (LT-200).
1. Seal the LT-200 at 45 °C for 5 s.
2. Keep the standard film and cool the plate on ice first.
3. Avoid restacking sealed plates warm.

We're switching to LT-200 - go with option 1.""",
        "halted",
    ),
    (
        "vendorsupport1-55",
        """Original protocol: the Opentrons Flex transfers 300 µL to rows A and B of the 96 deep-well plate, then a 1 min spin at 300 x g in the plate centrifuge, then 18 h in the CO2 incubator at 37 °C and 5% CO2.

Opentrons Support, ticket #53018 (robot sw 7.3.1):
1. Lower the aspirate flow rate to 100 µL/s.
2. Reduce the transfer to 250 µL so the 1000 µL tips don't drip.
3. Add a 20 µL air gap.

apply suggestion 2""",
        "transfer volume_ul=250 wells=24 @opentrons_flex > spin rcf_g=300 duration_s=60 > incubate temperature_c=37 duration_s=64800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "vendorsupport1-56",
        """Flow from the thread: retrieve the MTT plate from the Cytomat 2C450, the PF400 moves it to the i3x, read absorbance at 570 nm.

Precise Automation support - case PF-2024-1302 (GPL 4.2K3):
1. Re-teach the Cytomat transfer station.
2. Drop the arm speed to 30 % while carrying plates.
3. Enable the plate-present check in the gripper profile.

Apply 2 and 3.""",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_absorbance wavelength_nm=570 @spectramax_i3x",
    ),
    (
        "vendorsupport1-57",
        """ODTC program from my first mail: initial denaturation 95 °C for 2 min, then thirty-five cycles of 95 °C 15 s, 55 °C 15 s, 72 °C 1 min, final extension 72 °C 5 min, hold at 10 °C.

INHECO support, Case INH-240719-02 (ODTC fw 2.8.3):
1. Shorten extension to 45 s (your amplicon is 700 bp).
2. Raise annealing to 57 °C.
3. Hold at 4 °C instead of 10 °C.

Apply all but #2.""",
        "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "vendorsupport1-58",
        """Run (see above): KingFisher Flex runs DNA_Blood_200, then DNA 12K on the LabChip GX Touch for 24 samples.

Thermo Fisher Technical Support, SR 1-9140022319 (BindIt 4.1.2):
1. Switch to the DNA 5K assay on the LabChip for better resolution.
2. Use the updated program DNA_Blood_200_v2, which fixes the elution mixing.
3. Pre-heat the elution plate to 70 °C.

go with option 2""",
        "run_program program=DNA_Blood_200_v2 @kingfisher_flex > run_assay assay=dna_12k sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "vendorsupport1-59",
        """i5 method (above): shake on deck at 600 rpm for 10 min, then incubate on the thermal ALP at 4 °C for 30 min.

Beckman Coulter support, Case 6003533410:
1. Keep the ALP at 4 °C but pre-chill it for 15 min.
2. Lower the shake to 500 rpm; the plate walks on the shaker ALP at 600.
3. Use the gripper offset -1 mm.

apply option 2""",
        "shake speed_rpm=500 duration_s=600 @biomek_i5 > incubate temperature_c=4 duration_s=1800 @biomek_i5",
    ),
    (
        "vendorsupport1-60",
        """Original: the Fluent FCA adds 300 µl to wells A1-D12 of the 96 deep-well plate, then mixes those wells 5x with 200 µl.

Tecan Customer Support - Case 2024-TS-071442:
1. Mix 8 cycles at 150 µl; 200 µl is aspirating air at your fill.
2. Use conductive 1000 µl DiTis.
3. Lower the z-start by 2 mm.

apply 1""",
        "transfer volume_ul=300 wells=48 @tecan_fluent > mix volume_ul=150 cycles=8 wells=48 @tecan_fluent",
    ),
    (
        "vendorsupport1-61",
        """Spin then read (thread start): HiG4 at 2,500 × g for 5 min on the 96 UV plate, then A260 on the SpectraMax.

BioNex support, ticket BNX-1107 (HiG4 fw 4.3.1):
1. Extend the spin to 10 min to clear the debris.
2. Reduce braking to 30 % so the pellet doesn't lift.
3. Use balance plates of matched mass.

apply option 1""",
        "spin rcf_g=2500 duration_s=600 @bionex_hig4 > read_absorbance wavelength_nm=260 @spectramax_i3x",
    ),
    # room-temperature equilibration is a timed incubate with no temperature key
    (
        "vendorsupport1-62",
        """Flow (first message): Cytomat 2C450 at 37 °C, 5% CO2 for 72 h, then CellTiter-Glo read, 1 s integration.

Promega Technical Services, case 2024-TS-121775:
1. Equilibrate the plate for 30 minutes at room temperature before the read.
2. Drop integration to 0.25 s.
3. Use white opaque plates.

apply 1, keep 1 s""",
        "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450 > incubate duration_s=1800 > read_luminescence integration_s=1",
    ),
    (
        "vendorsupport1-63",
        """Spin from the thread: PCR strips in the 5424 R, 2,000 x g for 60 sec at 20 °C.

Eppendorf Service ticket EPP-56102:
1. Use the F-45-32-5-PCR rotor for strips.
2. Raise to 5,000 x g; 2,000 x g leaves droplets on the caps.
3. Use the soft-ramp mode.

apply 1 and 2""",
        "spin rcf_g=5000 duration_s=60 temperature_c=20 @eppendorf_5424r",
    ),
    (
        "vendorsupport1-64",
        """Flow as described earlier: PF400 moves the plate to the a4S, seal at 170 °C for 3 s, then it is stored in the Cytomat 24 hotel.

Azenta Support - Case 02310943:
1. Seal at 165 °C for 3 s; 170 °C is scorching your polypropylene plates.
2. Update the a4S to fw 1.40.
3. You could also try 160 °C for 4 s.

Apply 1 and 2.""",
        "move_plate @precise_pf400 > seal temperature_c=165 duration_s=3 @azenta_a4s > store @cytomat_24",
    ),
    (
        "vendorsupport1-65",
        """Steps as posted: XPeel removes the seal, the Flex 96-channel adds 30 uL to all wells, VSpin 1 min at 800 x g.

Opentrons Support - ticket #53390 (Flex sw 7.3.1):
1. Use the flex_96channel_200 with 50 uL tips.
2. Increase to 35 uL to make up for the dead volume your assay needs.
3. Add a 2 s delay after aspirating.

apply 2""",
        "peel @azenta_xpeel > transfer volume_ul=35 @opentrons_flex > spin rcf_g=800 duration_s=60 @agilent_vspin",
    ),
    (
        "vendorsupport1-66",
        """Original: read at 405 nm on the i3x after the BioShake runs 20 min at 1,200 rpm, 37 °C.

Q.Instruments support - case QI-2024-0412 (fw 1.7.2):
1. Lower the speed to 1,000 rpm to avoid splashing at your 200 µL fill.
2. Extend to 25 min.
You could also try 40 °C to speed up the reaction.

Apply 1.""",
        "shake speed_rpm=1000 duration_s=1200 temperature_c=37 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "vendorsupport1-67",
        """Run (thread start): retrieve the 24 deep-well plate from the 2C425, XPeel, then the KingFisher runs RNA_Wash_24DW.

Thermo Fisher support, SR 1-9144510028:
1. Let the plate warm 15 min at room temperature before the KingFisher run.
2. Load program RNA_Wash_24DW_v2 (attached); v1 skips the second wash.
3. Fit the 24 DW magnetic head (P/N 24074432).

apply option 2 only""",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > run_program program=RNA_Wash_24DW_v2 @kingfisher_flex",
    ),
    (
        "vendorsupport1-68",
        """Our flow: STAR adds 10 µL sample buffer to every well of the 96 PCR plate, HiG4 spin at 1000 x g for 1 min, then Protein Express on the LabChip, 96 samples.

Revvity Support - Case CAS-343390:
1. Denature the samples at 95 °C for 5 min before the run.
2. Use 12 µL of sample buffer.
3. Replace the chip after 4 runs.

apply 1 - do the denature on the ODTC right after the STAR step.""",
        "transfer volume_ul=10 @hamilton_star > incubate temperature_c=95 duration_s=300 @inheco_odtc > spin rcf_g=1000 duration_s=60 @bionex_hig4 > run_assay assay=protein_express sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "vendorsupport1-69",
        """Fast qPCR settings posted earlier: CFX384, 384-well plate, 95 °C 20 s; 40 cycles 95 °C 1 s / 60 °C 20 s.

Bio-Rad Technical Support, Case 11849922 (CFX Maestro 2.3):
1. Use 3 s denaturation on the 384 block; 1 s doesn't equilibrate.
2. Extend the initial activation to 2 min.
3. You could also try 62 °C annealing.

apply 1 and 2""",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=3 annealing_c=60 annealing_s=20 @biorad_cfx384",
    ),
    (
        "vendorsupport1-70",
        """Method (first post): the Fluent adds 25 µL to every well of a 384 plate, spin 1 min at 1,000 x g in the 5810 R, then read fluorescence ex 485 / em 528 on the SpectraMax.

Eppendorf Service ticket EPP-56388:
1. Use 500 × g for 2 min for 384 plates to avoid cross-splash.
2. Use the A-4-81 MTP/Flex buckets.
3. Pre-cool to 15 °C.

apply 1""",
        "transfer volume_ul=25 @tecan_fluent > spin rcf_g=500 duration_s=120 @eppendorf_5810r > read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x",
    ),
]
