"""Hold-out batch "methodexport": fragments of method files exported from vendor or scheduler
software and pasted in as the intent. XML step trees (``<Step><Action>Centrifuge</Action>
<Speed unit="xg">1000</Speed>...``), JSON arrays of step objects, CSV step tables with a header
row, INI / key=value worklists, and step lists in the look of Biomek Software, Hamilton VENUS,
Tecan FluentControl, Thermo Momentum, HighRes Cellario, Opentrons protocol JSON and Bio-Rad /
INHECO run files. They carry step IDs, GUIDs, timestamps, method version numbers, deck
positions ("Pos 3", "Nest 2", "P4", "slot 2"), barcodes, serial numbers, lot numbers and comments
that are NOT values of the steps; units are sometimes given only in an attribute name or header
cell ("Volume_uL", "Temp[C]", "Time (s)", "IntegrationTime_ms", "Duration=00:05:00"). Order traps
come from arrays exported sorted by resource with a separate sequence field, dependency fields
("StartAfter", "Predecessor") and a line of prose above the paste. Written independently of the
parser's cases.

Each case is (id, intent_text, expected); see /work/tools/writer.md and the top of
/work/main/tests/faithful_cases.py for the format of ``expected``.
"""

from __future__ import annotations

BS = "@qinstruments_bioshake_3000t_elm"
SM = "@spectramax_i3x"

CASES: list[tuple[str, str, str]] = [
    # ================================================================== single step
    (
        "mx_s01_xml_hig4_spin",
        """<?xml version="1.0" encoding="utf-8"?>
<Method Name="PostSeal_Spin" Version="3.2.1" Created="2024-05-02T08:14:33Z" Author="lab-auto">
  <Step Id="1" Guid="7f3c2a9e-41b0-4d5e-9a77-0c1e2b9d4f10">
    <Action>Centrifuge</Action>
    <Device>BioNex HiG4</Device>
    <Labware Barcode="PL004417" Position="Bucket 1">96 Well PCR, full skirt</Labware>
    <Speed unit="xg">1500</Speed>
    <Time unit="s">90</Time>
    <Accel unit="%">80</Accel>
  </Step>
</Method>""",
        "spin rcf_g=1500 duration_s=90 @bionex_hig4",
    ),
    (
        "mx_s02_json_abs_halfplate",
        """[
  {
    "stepIndex": 4,
    "stepGuid": "3b9e1c52-8d7a-4f0e-b2c1-6a0f9e7d2c11",
    "stepType": "ReadAbsorbance",
    "resource": "SpectraMax i3x",
    "labware": {"type": "Corning 3370 96-well flat clear", "barcode": "BCA-0192", "position": "Drawer"},
    "wells": "A1:D12",
    "wavelength_nm": 562,
    "modifiedBy": "jkowalski",
    "modifiedAt": "2024-02-19T13:47:02+01:00"
  }
]""",
        "read_absorbance wavelength_nm=562 @spectramax_i3x wells=48",
    ),
    (
        "mx_s03_csv_seal",
        """StepNo,Device,Action,Temp[C],Time (s),Plate,Barcode,Comment
1,a4S,Seal,170,2.5,Armadillo PCR 96,BC-771203,"peelable foil, lot 22A19" """,
        "seal temperature_c=170 duration_s=2.5 @azenta_a4s",
    ),
    (
        "mx_s04_ini_peel",
        """[Step_007]
Type=Peel
Device=XPeel_01
Plate=ASSAY_384_0012
Nest=2
LastModified=2023-11-21 16:02:11
ModifiedBy=svc_momentum""",
        "peel @azenta_xpeel",
    ),
    (
        "mx_s05_cellario_incubate",
        "Cellario Order Export v4.1 | Protocol: HEK_Reporter_48h (rev 9) | Step 3 of 3: Incubate | "
        "Resource: Cytomat 2C450 (CO2 incubator, stacker 2 / Pos 17) | Temp 37 °C | CO2 5 % | "
        "rH 90 % | Duration 24:00:00 | Plate barcode 000918223 | Order ID 55120",
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450",
    ),
    (
        "mx_s06_venus_aspdisp_cols",
        """VENUS method: NormalizeDNA.med  (ML STAR, SN 4521, Method version 1.14)
Seq  Command   Channels  LiquidClass                                   Vol[ul]  Labware / Pos
12   Aspirate  1-8       StandardVolume_Water_DispenseJet_Empty        25       Rgt_Trough_Pos3
13   Dispense  1-8       StandardVolume_Water_DispenseJet_Empty        25       Cos_96_Fl_Pos5, columns 1-6
14   TipEject  1-8       -                                             -        Waste""",
        "transfer volume_ul=25 @hamilton_star wells=48",
    ),
    (
        "mx_s07_momentum_shake",
        """Momentum 5.3.2 | Process: CTG_Viability | Workflow v12 | exported 2024-03-07 18:41
  [07] Shake   Instrument=BioShake 3000-T elm (Nest 1)   Speed(rpm)=1200   Duration=00:05:00   Temperature(°C)=30   Container=$AssayPlate   Comment="orbital, lid off" """,
        "shake speed_rpm=1200 duration_s=300 temperature_c=30 " + BS,
    ),
    (
        "mx_s08_json_lum_ms",
        """{"method": "NanoGlo_HiBiT", "version": "2.0.4", "steps": [
  {"id": "st-0031", "op": "ReadLuminescence", "device": "SpectraMax i3x",
   "IntegrationTime_ms": 500, "plate": "white 384 (Greiner 781080)", "barcode": "HB-22-0907"}
]}""",
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "mx_h01_xml_spin_7000g",
        """<Step Id="3" Guid="0d1f6b7e-22aa-4c3b-8e59-51c3a8f0e6b2">
  <Action>Centrifuge</Action>
  <Labware>Bio-Rad HSP9601 (96-well PCR)</Labware>
  <Speed unit="xg">7000</Speed>
  <Time unit="min">2</Time>
  <!-- counterbalance in Pos 2 -->
</Step>""",
        "halted",
    ),
    (
        "mx_a01_xml_spin_rpm",
        """<Step Id="5">
  <Action>Centrifuge</Action>
  <Labware Barcode="GR384-11092">384 well flat, Greiner 781091</Labware>
  <Speed unit="rpm">2000</Speed>
  <Time unit="s">60</Time>
</Step>""",
        "ask",
    ),
    (
        "mx_s09_csv_fluor",
        '''"Step","Instrument","Read Mode","Ex (nm)","Em (nm)","Gain","Flashes","Plate ID"
"1","SpectraMax i3x","FL Top","485","528","Auto","6","PG-2024-118"''',
        "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x",
    ),
    (
        "mx_s10_kv_fridge_store",
        """; exported by Cellario 4.0.3, 2024-06-11 17:30
step.9.name=Park plate cold
step.9.resource=Cytomat 2C425
step.9.operation=Store
step.9.temperature_C=4
step.9.slot=Stacker 3 / Pos 11
step.9.barcode=CMP-384-00877""",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "mx_s11_xml_kingfisher",
        """<Task ID="T-118" Revision="4">
  <Action>RunProtocol</Action>
  <Instrument>KingFisher Flex 96</Instrument>
  <Program>MagMAX_CORE_Flex_v2.bdz</Program>
  <Plates>
    <Plate Role="Sample" Barcode="DW-55011">96 deep well</Plate>
    <Plate Role="Wash1" Barcode="DW-55012">96 deep well</Plate>
    <Plate Role="Elution" Barcode="EL-55013">96 standard</Plate>
  </Plates>
</Task>""",
        "run_program @kingfisher_flex",
    ),
    (
        "mx_s12_json_labchip",
        """[{"step": 1, "guid": "e4c0d7a2-9b61-4f55-a3de-1f8c2b7a6e90", "operation": "RunAssay",
  "instrument": "LabChip GX Touch HT", "assay": "DNA 1K", "sample_count": 88,
  "plate": "Bio-Rad HSP9601", "chipLot": "CL-7731", "created": "2024-01-30T09:00:00Z"}]""",
        "run_assay sample_count=88 @labchip_gx_touch_ht",
    ),
    (
        "mx_s13_csv_5424r_tubes",
        """Step,Instrument,Labware,Qty,Rcf,Time_min,Temp[C],Rotor,Note
4,Eppendorf 5424 R,1.5 mL Safe-Lock,12,16000,10,4,FA-45-24-11,pellet debris - keep SN""",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "mx_s14_kv_hotel_retrieve",
        """[Worklist W-2024-0415]
Line=1
Op=Retrieve
Device=Cytomat 24
Stacker=4
Slot=9
Barcode=SRC-96-31177""",
        "retrieve @cytomat_24",
    ),
    (
        "mx_h02_kv_tubes_25000g",
        """step_id=SP-02
device_class=microcentrifuge
labware=tube 1.5 mL (x8)
rcf_xg=25000
time_s=300
temp_c=4""",
        "halted",
    ),
    (
        "mx_a02_momentum_vortex",
        """Momentum 5.2 | Process: Lysis_Prep | v3
  [03] Vortex   Container=$LysisPlate   Speed(rpm)=2500   Duration=00:00:30   Comment="full-speed vortex to resuspend" """,
        "ask",
    ),
    (
        "mx_s15_xml_odtc_hold",
        """<ODTCMethod name="ProteinaseK_Inact" methodVersion="1.3" creator="INHECO Method Editor 4.1" dateTime="2023-09-18T11:04:27">
  <Plate>96 PCR, semi-skirted</Plate>
  <Step number="1" temperature="65" holdTime_s="1800"/>
  <!-- lid 110 C default, fluid quantity class 1 -->
</ODTCMethod>""",
        "incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "mx_h03_csv_seal_210",
        """Seq;Resource;Command;SealTemp_degC;SealTime_s;Plate
1;Azenta a4S;Seal;210;1.5;Hard-Shell 96 PCR""",
        "halted",
    ),
    (
        "mx_a03_fluent_spark",
        """FluentControl 2.7 – Method "ResazurinRead" (Fluent 480, SN 1210004711)
 #  Command             Parameters
 1  Transfer Labware    Greiner 655090 96 black [Nest 7] -> Spark
 2  Spark: Fluorescence Intensity   Ex 560 nm / Em 590 nm, Gain optimal, 25 flashes""",
        "ask",
    ),
    (
        "mx_s16_biomek_i7_transfer_ml",
        """Biomek Software 5.1.10 | Method: Media_Exchange_DW.bmf | Instrument: Biomek i7 Hybrid (Span8+MC96) | saved 2024-02-27 16:40
Step  Name       Details
  3   Transfer   MC96: from P2 (Reservoir 'FreshMedia') to P5 (Nunc 260252 96 DW), 0.15 mL, technique DW_Slow, tips TL1 (AP96 P250 Filtered)""",
        "transfer volume_ul=150 @biomek_i7_hybrid",
    ),
    (
        "mx_s17_ot2_json_rowA",
        """{"schemaVersion": 6, "robot": {"model": "OT-2 Standard"}, "metadata": {"protocolName": "Primer add", "created": 1712051234871},
 "commands": [
  {"key": "5c0b1d2e", "commandType": "transfer", "params": {"pipette": "p20_single_gen2 (left)", "volume_uL": 7.5,
   "source": {"labware": "opentrons_24_tuberack_eppendorf_1.5ml (slot 4)", "well": "B3"},
   "dest": {"labware": "biorad_96_wellplate_200ul_pcr (slot 2)", "wells": "A1-A12 (row A)"}}}
 ]}""",
        "transfer volume_ul=7.5 @opentrons_ot2 wells=12",
    ),
    (
        "mx_h04_cellario_abs_200nm",
        "Cellario 4.2 | Order 10442 | Step 6 | Resource: SpectraMax i3x | Operation: Read Absorbance | "
        "Wavelength: 200 nm | Labware: UV-Star 96 (Greiner 655801) | Barcode UV-0098 | "
        "Comment: peptide bond quant, no pathcheck",
        "halted",
    ),
    (
        "mx_h05_fluent_shake_3600",
        """FluentControl 2.7 – Method "BeadResuspend" (Fluent 780, SN 1210003390)
 #  Command                    Parameters
 4  Transfer Labware (RGA)     Nunc 96 DW [Nest 3] -> BioShake 3000-T elm
 5  BioShake: Shake            Speed 3600 rpm, Time 60 s, Temperature off""",
        "halted",
    ),
    (
        "mx_a04_momentum_clariostar",
        """Momentum 5.3 | Process: AlphaLISA_IL6 | v2 | exported 2024-05-28 07:02
  [09] CLARIOstar Plus   Read   Mode=AlphaScreen  Excitation=680 nm  Emission=615 nm  Settle=00:00:00.2   Container=$ProxiPlate384""",
        "ask",
    ),
    (
        "mx_s18_venus_mix_only",
        """VENUS 4.6 | Method: Resuspend_Cells.med | Step 22 (Mix)
Instrument=Microlab STAR   Channels=1-8   Labware=Cos_96_Fl (Pos 5)   MixVolume[uL]=80   MixCycles=10   MixPosition=2 mm from bottom   LLD=cLLD""",
        "mix volume_ul=80 @hamilton_star",
    ),
    # ================================================================== two or three steps
    (
        "mx_m01_fluent_384_then_seal",
        """FluentControl 2.7 – Method "qPCR_MasterMix_384" (Fluent 780, FCA + MCA384)
 #  Command                  Parameters
 1  Get Tips                 DiTi 50 µl Filtered SBS, MCA384
 2  Aspirate                 Volume=8 µl, Liquid class=Water Free Single, Source=Trough 100 ml [Pos 1]
 3  Dispense                 Volume=8 µl, Target=Hard-Shell 384 PCR [Nest 61]
 4  Drop Tips                Waste
 5  Transfer Labware (RGA)   Hard-Shell 384 PCR -> a4S
 6  Seal                     Azenta a4S, 165 °C, 3.0 s""",
        "transfer volume_ul=8 @tecan_fluent > seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    (
        "mx_m02_xml_peel_read",
        """<Protocol name="TMB_Read" rev="7" exported="2024-07-01T15:20:44Z">
  <Step order="1" id="a91f"><Action>RemoveSeal</Action><Device>XPeel</Device><Plate barcode="EL-8812"/></Step>
  <Step order="2" id="a920"><Action>ReadAbsorbance</Action><Device>SpectraMax i3x</Device><Wavelength unit="nm">450</Wavelength><Plate barcode="EL-8812"/></Step>
</Protocol>""",
        "peel @azenta_xpeel > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "mx_m03_json_sorted_by_resource",
        """// exported from scheduler; array is sorted by resource name, run order is "seq"
[
  {"seq": 2, "resource": "SpectraMax i3x", "action": "ReadLuminescence", "integration_s": 1, "plateBarcode": "CTG-0042"},
  {"seq": 1, "resource": "VSpin", "action": "Spin", "g": 300, "time_s": 60, "plateBarcode": "CTG-0042"}
]""",
        "spin rcf_g=300 duration_s=60 @agilent_vspin > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "mx_m04_csv_ot2_transfer_mix",
        """step,instrument,action,source,destination,volume_uL,repetitions,notes
1,OT-2,transfer,slot 1 reservoir A1,slot 2 corning 96 flat,50,,"resazurin 0.15 mg/mL, protect from light"
2,OT-2,mix,,slot 2 corning 96 flat,40,5,""",
        "transfer volume_ul=50 @opentrons_ot2 > mix volume_ul=40 @opentrons_ot2",
    ),
    (
        "mx_m05_biomek_i5_shake_vspin",
        """Biomek Software 5.1 – Method: Bead_Bind.bmf   (Instrument: Biomek i5, Serial BC-i5-20871)
Step 1  Transfer        Source: P2 (Reservoir, Beads)  Dest: P4 (96 Deep Well)  Volume: 180 µL  Technique: Beads_Slow  Tips: P1 (AP96 P250)
Step 2  Device Action   BioShake 3000-T elm (ALP P9): Shake 1500 rpm, 120 s
Step 3  Device Action   Agilent VSpin: 500 x g, 30 s""",
        "transfer volume_ul=180 @biomek_i5 > shake speed_rpm=1500 duration_s=120 " + BS
        + " > spin rcf_g=500 duration_s=30 @agilent_vspin",
    ),
    (
        "mx_m06_momentum_unload_read_load",
        """Process: GFP_Kinetics_T0   (Momentum 5.3, last saved 2024-02-02 09:13 by aturner)
 1  Cytomat 2C450    Unload     slot 22                 ${PlateBarcode}
 2  SpectraMax i3x   Read FL    Ex=488 nm  Em=510 nm    height=auto
 3  Cytomat 2C450    Load       slot 22""",
        "retrieve @cytomat_2c450 > read_fluorescence excitation_nm=488 emission_nm=510 @spectramax_i3x"
        " > store @cytomat_2c450",
    ),
    (
        "mx_m07_cellario_predecessor",
        """Cellario 4.2 protocol "Sealed_Assay_Spin" (export 2024-06-03 12:00:41)
Step ID | Operation    | Resource         | Parameters                                     | Predecessor
S-20    | Remove Seal  | Azenta XPeel     |                                                | S-10
S-10    | Centrifuge   | Eppendorf 5810 R | 2000 x g; 5 min; 20 °C; rotor A-4-81 MTP/Flex  | (start)""",
        "spin rcf_g=2000 duration_s=300 temperature_c=20 @eppendorf_5810r > peel @azenta_xpeel",
    ),
    (
        "mx_m08_flex_json_two_transfers",
        """Opentrons Flex protocol (JSON, schemaVersion 8; all volumes in µL), "Gibson_3frag" by rlee, apiLevel 2.16
{"commands": [
  {"id": "c1", "commandType": "pickUpTip", "params": {"pipetteId": "flex_1channel_50", "labwareId": "tiprack_50 (slot A2)"}},
  {"id": "c2", "commandType": "aspirate", "params": {"volume": 15, "labwareId": "tube rack (slot B1)", "wellName": "A1"}},
  {"id": "c3", "commandType": "dispense", "params": {"volume": 15, "labwareId": "pcr plate (slot C2)"}},
  {"id": "c4", "commandType": "dropTip"},
  {"id": "c5", "commandType": "pickUpTip", "params": {"pipetteId": "flex_1channel_50", "labwareId": "tiprack_50 (slot A2)"}},
  {"id": "c6", "commandType": "aspirate", "params": {"volume": 5, "labwareId": "tube rack (slot B1)", "wellName": "B1"}},
  {"id": "c7", "commandType": "dispense", "params": {"volume": 5, "labwareId": "pcr plate (slot C2)"}},
  {"id": "c8", "commandType": "dropTip"}
]}""",
        "transfer volume_ul=15 @opentrons_flex > transfer volume_ul=5 @opentrons_flex",
    ),
    (
        "mx_m09_cfg_seal_pcr",
        """# run file PCR_16S_V4.cfg  generated 2024-05-14 10:02:51  by LIMS job 88213
seal.device=a4S
seal.temp_C=175
seal.time_s=2
pcr.device=ODTC
pcr.initial_denat=95C/180s
pcr.cycles=30
pcr.denat=95C/30s
pcr.anneal=55C/30s
pcr.extend=72C/60s
pcr.final_ext=72C/300s
pcr.hold=4C""",
        "seal temperature_c=175 duration_s=2 @azenta_a4s > run_pcr cycles=30 initial_denaturation_c=95 "
        "initial_denaturation_s=180 denaturation_c=95 denaturation_s=30 annealing_c=55 annealing_s=30 "
        "extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "mx_m10_cellario_kf_then_flex",
        """Cellario 4.2 | Order 7781 | Protocol: Viral_RNA_Extract_to_RT (v5)
  Step 1  KingFisher Flex   Run program "MVP_2x_Wash_200"   sample plate DW-0911 (Pos 1)
  Step 2  Opentrons Flex    Transfer 10 µL eluate (elution plate, slot D1) -> RT plate (96 PCR, slot C2) columns 1-3""",
        "run_program @kingfisher_flex > transfer volume_ul=10 @opentrons_flex wells=24",
    ),
    (
        "mx_m11_csv_hig4_labchip",
        """SeqNo,Resource,Action,Speed_xg,Time_s,Assay,Samples,PlateBC,Timestamp
1,HiG4,Spin,1000,60,,,PCR-0044,2024-04-03 08:12:09
2,LabChip GX Touch,RunAssay,,,DNA 5K,96,PCR-0044,2024-04-03 08:15:40""",
        "spin rcf_g=1000 duration_s=60 @bionex_hig4 > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "mx_m12_xml_star_seal_vspin",
        """<Method name="Cherrypick_to_PCR" software="VENUS 4.6" instrument="Microlab STAR" version="2.3.0">
  <Steps>
    <Step idx="1" type="Transfer"><Volume_uL>12</Volume_uL><Source pos="Pos 2">1.5 mL tube rack (24)</Source><Target pos="Pos 4">96 PCR</Target><TipType>50 uL CO-RE</TipType></Step>
    <Step idx="2" type="Seal"><Device>plate sealer</Device><Temperature_C>160</Temperature_C><Duration_s>3</Duration_s></Step>
    <Step idx="3" type="Spin"><Device>VSpin</Device><RCF_xg>800</RCF_xg><Duration_s>45</Duration_s></Step>
  </Steps>
</Method>""",
        "transfer volume_ul=12 @hamilton_star > seal temperature_c=160 duration_s=3 > "
        "spin rcf_g=800 duration_s=45 @agilent_vspin",
    ),
    (
        "mx_m13_cfx_protocol_goto",
        """Bio-Rad CFX Maestro protocol file: SYBR_std_60C.prcl   (plate: Hard-Shell 384, HSP3805; run on CFX384 Touch, SN 788BR04211)
Step   Temp (°C)   Time (mm:ss)   Note
1      95.0        03:00
2      95.0        00:10
3      60.0        00:30          + Plate Read
4      GOTO 2, 39 more times
5      Melt Curve 65.0 to 95.0, increment 0.5 °C, 00:05 + Plate Read""",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "mx_h06_fluent_384pcr_overfill",
        """FluentControl 2.6 — Method "PrimerProbeMix_384" (Fluent 1080)
 1  Get Tips      MCA384, DiTi 125 µl
 2  Aspirate      60 µl    Trough 100 ml [Pos 2]
 3  Dispense      60 µl    Bio-Rad HSP3805 384-well PCR [Nest 5]
 4  Seal          Azenta a4S   165 °C   2 s""",
        "halted",
    ),
    (
        "mx_a05_json_covaris",
        """[{"n": 1, "op": "Transfer", "device": "Biomek i7", "volume_uL": 55, "dest": "Covaris 96 microTUBE plate (P6)"},
 {"n": 2, "op": "Sonicate", "device": "Covaris LE220-plus", "peakPower_W": 450, "dutyFactor_pct": 30, "cyclesPerBurst": 200, "time_s": 60},
 {"n": 3, "op": "Transfer", "device": "Biomek i7", "volume_uL": 50, "dest": "96 PCR (P7)"}]""",
        "ask",
    ),
    (
        "mx_h07_csv_fluor_em_below_ex",
        """Step|Device|Op|Speed_rpm|Time_s|Ex_nm|Em_nm|Plate
1|BioShake 3000-T elm|Shake|800|60|||Corning 3915 black 96
2|SpectraMax i3x|ReadFluorescence|||590|530|Corning 3915 black 96""",
        "halted",
    ),
    (
        "mx_a06_xml_spin_percent",
        """<Step Id="2" Name="Pellet cells">
  <Action>Centrifuge</Action>
  <Device>Agilent VSpin</Device>
  <Speed unit="%">60</Speed>
  <Time unit="s">120</Time>
  <Labware>Corning 3799 96 round bottom</Labware>
</Step>""",
        "ask",
    ),
    # ================================================================== four or more steps
    (
        "mx_l01_xml_qpcr_workflow",
        """<Workflow name="RT-qPCR_384_SYBR" schemaVersion="2.0" exported="2024-04-22T07:55:10Z" exportedBy="Cellario 4.2">
  <Step seq="10" guid="6c1e0a77-5d2b-4e8a-9f31-2b7c4d0e8a19"><Action>Dispense</Action><Instrument>Hamilton STAR</Instrument><Volume_uL>6</Volume_uL><Reagent>SYBR master mix, lot 2311045</Reagent><Target pos="Pos 4">Bio-Rad HSP3805 384 PCR</Target></Step>
  <Step seq="20" guid="91d4b3f0-7a6c-4c19-8e02-d5a1f7c3b640"><Action>Dispense</Action><Instrument>Hamilton STAR</Instrument><Volume_uL>4</Volume_uL><Reagent>cDNA (1:10)</Reagent><Target pos="Pos 4">Bio-Rad HSP3805 384 PCR</Target></Step>
  <Step seq="30"><Action>Seal</Action><Instrument>a4S</Instrument><Temp_C>165</Temp_C><Time_s>2</Time_s></Step>
  <Step seq="40"><Action>Centrifuge</Action><Instrument>HiG4</Instrument><Speed unit="xg">1000</Speed><Time unit="s">60</Time></Step>
  <Step seq="50"><Action>RunQPCR</Action><Instrument>CFX384</Instrument>
    <Stage type="InitialDenaturation" temp_C="95" time_s="120"/>
    <Stage type="Cycling" repeats="40"><Denature temp_C="95" time_s="5"/><Anneal temp_C="60" time_s="30"/></Stage>
  </Step>
</Workflow>""",
        "transfer volume_ul=6 @hamilton_star > transfer volume_ul=4 @hamilton_star > "
        "seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 @bionex_hig4 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "mx_l02_momentum_ctg",
        """Momentum 5.3 | Process: CTG_72h_Readout | v8 | Priority 2 | exported 2024-03-11 06:58
 [01] Cytomat 2C450     Unload        Slot=${Slot}   Barcode=${BC}
 [02] Bench (RT)        Incubate      Duration=00:30:00   Comment="equilibrate to room temperature, lid on"
 [03] Opentrons Flex    Dispense      Volume(µL)=25   Reagent="CellTiter-Glo 2.0"   Labware=slot B2
 [04] BioShake 3000-T   Shake         Speed(rpm)=500   Duration=00:02:00
 [05] Bench (RT)        Incubate      Duration=00:10:00
 [06] SpectraMax i3x    Luminescence  Integration(s)=1""",
        "retrieve @cytomat_2c450 > incubate duration_s=1800 > transfer volume_ul=25 @opentrons_flex > "
        "shake speed_rpm=500 duration_s=120 " + BS + " > incubate duration_s=600 > "
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "mx_l03_ot2_runlog_bradford",
        """OT-2 run log export (robot "OT2-Bay3", app 7.1.1, protocol Bradford_96.py, run id 4be1c7d0)
step,module/pipette,action,volume_uL,source,dest,comment
1,p20_single_gen2,transfer,5,tube rack (slot 4) A1-D6,corning 96 flat (slot 1),standards + samples in duplicate
2,p300_multi_gen2,transfer,250,reservoir (slot 2) A1,corning 96 flat (slot 1),Coomassie Plus (Pierce 23236)
3,BioShake (off-deck),shake,,,,600 rpm for 30 s
4,SpectraMax i3x,absorbance,,,,595 nm""",
        "transfer volume_ul=5 @opentrons_ot2 > transfer volume_ul=250 @opentrons_ot2 > "
        "shake speed_rpm=600 duration_s=30 " + BS + " > read_absorbance wavelength_nm=595 @spectramax_i3x",
    ),
    (
        "mx_l04_biomek_extract_qc",
        """Biomek Software 5.1 | Method: gDNA_Extract_QC.bmf | Instrument: Biomek i5 (S/N 2207331)
 Step 1   Transfer         200 µL lysate from P3 (2 mL tubes) to P6 (KingFisher 96 deep-well)    tips P1 AP96 P250
 Step 2   Device Action    KingFisher Flex - program "gDNA_Blood_200ul_v3"
 Step 3   External Step    ML STAR: 2 µL eluate -> HSP9601 96 PCR (Pos 4)
 Step 4   Device Action    LabChip GX Touch - DNA High Sensitivity, 96 samples""",
        "transfer volume_ul=200 @biomek_i5 > run_program @kingfisher_flex > "
        "transfer volume_ul=2 @hamilton_star > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "mx_l05_json_amplicon_pcr",
        """{"workflow": "ITS_amplicon", "rev": "2024.05.2", "exported": "2024-05-21T16:44:09Z", "steps": [
 {"id": "0f1", "device": "OT-2", "action": "distribute", "reagent": "2x Q5 mix + ITS1F/ITS2 primers", "volume_ul": 20, "dest": "96 PCR (slot 2)"},
 {"id": "0f2", "device": "OT-2", "action": "transfer", "reagent": "gDNA 5 ng/uL", "volume_ul": 5, "dest": "96 PCR (slot 2)"},
 {"id": "0f3", "device": "a4S", "action": "seal", "temp_c": 170, "time_s": 2},
 {"id": "0f4", "device": "HiG4", "action": "spin", "rcf_g": 500, "time_s": 30},
 {"id": "0f5", "device": "ODTC", "action": "pcr", "program": {"initialDenat": {"c": 98, "s": 30}, "cycles": 35,
   "denat": {"c": 98, "s": 10}, "anneal": {"c": 58, "s": 20}, "extend": {"c": 72, "s": 30},
   "finalExt": {"c": 72, "s": 120}, "hold_c": 4}},
 {"id": "0f6", "device": "LabChip GX", "action": "assay", "assay": "DNA 1K", "samples": 96}
]}""",
        "transfer volume_ul=20 @opentrons_ot2 > transfer volume_ul=5 @opentrons_ot2 > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=500 duration_s=30 @bionex_hig4 > "
        "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "mx_l06_cellario_dosing",
        """Cellario 4.2 Protocol Export - "Dose_Response_384" (Order 9123, created 2024-03-19 14:02:11)
 Step | Resource          | Operation  | Parameters
 1    | Cytomat 2C425     | Retrieve   | compound source plate CPD-384-0045, stacker 1 pos 6
 2    | Azenta XPeel      | Peel       |
 3    | Tecan Fluent 780  | Transfer   | 0.5 µL/well into assay plate (Greiner 781091, Nest 12)
 4    | Cytomat 2C450     | Incubate   | 37 °C, 5% CO2, 48 h""",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=0.5 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "mx_l07_fluent_gwl_fp",
        """Pasted from Fluent 480 method "FP_Binding" v1.6 (worklist FP_0712.gwl + post-steps)
A;Buffer;;Trough 100ml;1;;45;Buffer Free Single;;
D;AssayPlt;;Corning 3575 384 black;1;;45;Buffer Free Single;;
W;
A;Buffer;;Trough 100ml;1;;45;Buffer Free Single;;
D;AssayPlt;;Corning 3575 384 black;2;;45;Buffer Free Single;;
W;
... (384 D-lines in total)
post-step 1: BioShake, 1000 rpm, 60 s
post-step 2: incubate 00:30:00, room temp, dark
post-step 3: read FI, ex 485 / em 535""",
        "transfer volume_ul=45 @tecan_fluent > shake speed_rpm=1000 duration_s=60 " + BS
        + " > incubate duration_s=1800 > read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "mx_l08_biomek_i7_report_660",
        """Biomek i7 Hybrid method report - Pierce660_384.bmf (Biomek Software 5.1.10) - printed 2024-02-14 11:31
Step,Name,Pod,Source,Destination,Volume (µL),Technique,Comment
1,Transfer,MC96 (384 mode),P3 sample plate,P5 Greiner 781101 384 clear,5,Prot_Low,"duplicates, BSA std 0-2000 µg/mL"
2,Transfer,Span-8,P1 reservoir,P5 Greiner 781101 384 clear,45,Reagent_Std,Pierce 660 nm reagent
3,Device Action,,,,,,"HiG4: 1000 x g, 60 s"
4,Incubate,,,,,,"10 min at room temperature"
5,Device Action,,,,,,"SpectraMax i3x: absorbance 660 nm" """,
        "transfer volume_ul=5 @biomek_i7_hybrid > transfer volume_ul=45 @biomek_i7_hybrid > "
        "spin rcf_g=1000 duration_s=60 @bionex_hig4 > incubate duration_s=600 > "
        "read_absorbance wavelength_nm=660 @spectramax_i3x",
    ),
    (
        "mx_l09_ini_taqman",
        """[Method]
Name=TaqMan_GEX_384
Version=5.0.2
Created=2024-01-12T10:55:00
Owner=qpcr-core

[Step1]
Device=Tecan Fluent
Action=Dispense
Volume_uL=5
Target=384 PCR (Nest 4)
Reagent=TaqMan Fast Advanced MM + assay Hs00187842_m1

[Step2]
Device=Tecan Fluent
Action=Dispense
Volume_uL=5
Target=384 PCR (Nest 4)
Reagent=cDNA

[Step3]
Device=Azenta a4S
Action=Seal
Temp_C=170
Time_s=1.5

[Step4]
Device=Eppendorf 5810 R
Action=Centrifuge
RCF_g=1500
Time_min=2

[Step5]
Device=CFX384
Action=qPCR
InitialDenat=95C,20s
Cycles=40
Denat=95C,1s
Anneal=60C,20s""",
        "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=5 @tecan_fluent > "
        "seal temperature_c=170 duration_s=1.5 @azenta_a4s > spin rcf_g=1500 duration_s=120 @eppendorf_5810r > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=20 denaturation_c=95 "
        "denaturation_s=1 annealing_c=60 annealing_s=20 @biorad_cfx384",
    ),
    (
        "mx_l10_gbg_growth_curve",
        """Scheduler export: Ecoli_growth_ODscreen.csv (Green Button Go 3.1, process id 0x3F2A)
Order,Instrument,Command,Volume_uL,Speed_rpm,Time (s),Temp[C],Wavelength_nm,Comment
1,Opentrons Flex,Transfer,190,,,,,"LB + kan 50 µg/mL, slot C1 -> slot D2 96 flat"
2,Opentrons Flex,Transfer,10,,,,,"overnight cultures (1:20)"
3,BioShake 3000-T elm,Shake,,800,1800,37,,
4,SpectraMax i3x,Absorbance,,,,,600,""",
        "transfer volume_ul=190 @opentrons_flex > transfer volume_ul=10 @opentrons_flex > "
        "shake speed_rpm=800 duration_s=1800 temperature_c=37 " + BS
        + " > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "mx_l11_venus_params_norm",
        """# VENUS sub-method Normalize_Plate.smt  (ML STAR SN 7790, HSL 4.6.0.8057) -- parameter dump 2024-04-29 13:08:55
Step01.Cmd=Transfer   Step01.Reagent=EB buffer (Pos 2)       Step01.Vol_ul=15   Step01.Target=NormPlate (Pos 5)   Step01.Wells=B2:G11
Step02.Cmd=Transfer   Step02.Reagent=library DNA (Pos 4)     Step02.Vol_ul=10   Step02.Target=NormPlate (Pos 5)   Step02.Wells=B2:G11
Step03.Cmd=Mix        Step03.Vol_ul=20   Step03.Cycles=8
Step04.Cmd=Seal       Step04.Device=a4S   Step04.Temp_C=165   Step04.Time_s=2
Step05.Cmd=Store      Step05.Device=Cytomat 2C425   Step05.Temp_C=4""",
        "transfer volume_ul=15 @hamilton_star wells=60 > transfer volume_ul=10 @hamilton_star wells=60 > "
        "mix volume_ul=20 @hamilton_star > seal temperature_c=165 duration_s=2 @azenta_a4s > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "mx_l12_json_startafter",
        """{"process": "alamarBlue_24h", "exportedFrom": "Cellario 4.2", "exportedAt": "2024-06-30T22:10:00Z", "steps": [
  {"id": "read", "startAfter": "inc",  "resource": "SpectraMax i3x", "op": "Fluorescence", "ex_nm": 560, "em_nm": 590},
  {"id": "inc",  "startAfter": "add",  "resource": "Cytomat 2C450",  "op": "Incubate", "temp_C": 37, "duration": "04:00:00"},
  {"id": "add",  "startAfter": "out",  "resource": "OT-2",           "op": "Transfer", "volume_uL": 20, "labware": "Falcon 353072 96 flat (slot 3)"},
  {"id": "out",  "startAfter": null,   "resource": "Cytomat 2C450",  "op": "Retrieve", "slot": 31}
]}""",
        "retrieve @cytomat_2c450 > transfer volume_ul=20 @opentrons_ot2 > "
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "mx_a07_momentum_biotek_wash",
        """Momentum 5.3 | Process: ELISA_Sandwich_Dev | v4 | exported 2024-02-12 17:15
 [01] Hamilton STAR    Dispense    100 µL detection antibody   Container=$ELISA
 [02] Cytomat 2C450    Incubate    37 °C   01:00:00
 [03] BioTek 405 TS    Wash        3 x 300 µL PBST, aspirate height 30
 [04] Hamilton STAR    Dispense    100 µL TMB
 [05] SpectraMax i3x   Absorbance  450 nm""",
        "ask",
    ),
    (
        "mx_a08_cellario_genevac",
        """Cellario 4.2 | Order 13310 | Protocol "Metabolite_Dry_Reconstitute" (rev 2)
 Step | Resource        | Operation    | Parameters
 1    | Tecan Fluent    | Transfer     | 200 µL extract -> 96 DW (Nest 3)
 2    | Genevac HT-6    | Evaporate    | 40 °C, 02:00:00, HPLC program
 3    | Tecan Fluent    | Transfer     | 50 µL 50% MeOH reconstitution
 4    | Azenta a4S      | Seal         | 170 °C, 2 s""",
        "ask",
    ),
    (
        "mx_a09_csv_5430r",
        """step;device;action;labware;volume_ul;rcf;time_s;temp_c;comment
1;OT-2;transfer;1.5 mL tubes (slot 1);300;;;;"lysis buffer, lot LB-2291"
2;Eppendorf 5430 R;spin;1.5 mL tubes;;13000;600;4;"rotor FA-45-30-11"
3;OT-2;transfer;1.5 mL tubes -> 96 DW (slot 2);250;;;;supernatant""",
        "ask",
    ),
    (
        "mx_h08_cellario_store_minus20",
        """Cellario 4.2 | Protocol "Archive_gDNA" v3 | Order 11876
 1 | ML STAR        | Transfer | 50 µL eluate -> 96 PCR archive plate (Pos 6)
 2 | Azenta a4S     | Seal     | 170 °C, 2 s
 3 | Cytomat 2C425  | Store    | -20 °C, long-term archive""",
        "halted",
    ),
    (
        "mx_h09_biomek_dw_overfill",
        """Biomek Software 5.1 | Method: Culture_Expand.bmf | Instrument: Biomek i7 Hybrid
Step 1  Transfer       Span-8, P1 (Reservoir 'TB medium') -> P4 (Nunc 96 DW 2.0 mL), Volume (mL): 2.5
Step 2  Device Action  BioShake: 1000 rpm, 3600 s, 37 °C""",
        "halted",
    ),
    (
        "mx_l13_biomek_spri",
        """Biomek i7 Hybrid | Method SPRI_1.8x_cleanup.bmf v2.3 (modified 2024-03-30 21:14 by ngs_auto)
 1  Transfer   MC96  AMPure XP (P2 reservoir) -> P5 HSP9601 sample plate      90 µL
 2  Mix        MC96  P5                                                       100 µL x 10
 3  Incubate   on deck, room temperature                                      00:05:00
 4  Move       P5 -> ALP P7 (magnet), settle 5 min
 5  Transfer   MC96  P7 supernatant -> waste                                  135 µL
 6  Transfer   MC96  P1 (80% EtOH) -> P7                                      150 µL""",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100 @biomek_i7_hybrid > "
        "incubate duration_s=300 > transfer volume_ul=135 @biomek_i7_hybrid > "
        "transfer volume_ul=150 @biomek_i7_hybrid",
    ),
    (
        "mx_l14_cellario_colony_pcr",
        """Cellario 4.2 | Order 12007 | Protocol "Colony_PCR_96" (rev 11)
Step | Resource        | Operation  | Parameters
 1   | Cytomat 24      | Retrieve   | PCR plate PCR-2201 (stacker 2, pos 4)
 2   | Microlab STAR   | Transfer   | 23 µL master mix/well (Pos 3 trough -> Pos 5)
 3   | a4S             | Seal       | 170 °C / 2.0 s
 4   | ODTC            | Run PCR    | 94 °C 5 min; 30 x (94 °C 30 s, 52 °C 30 s, 72 °C 90 s); 72 °C 7 min; hold 10 °C
 5   | Cytomat 2C425   | Store      | 4 °C""",
        "retrieve @cytomat_24 > transfer volume_ul=23 @hamilton_star > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s > run_pcr cycles=30 initial_denaturation_c=94 "
        "initial_denaturation_s=300 denaturation_c=94 denaturation_s=30 annealing_c=52 annealing_s=30 "
        "extension_c=72 extension_s=90 final_extension_c=72 final_extension_s=420 hold_c=10 @inheco_odtc > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "mx_l15_momentum_seed_overnight",
        """Momentum 5.3.2 | Process: Seed_384_HeLa | Workflow v6 | exported 2024-06-20 08:45
  [01] Tecan Fluent     Dispense   Volume(µL)=40   Container=$CellPlate (Greiner 781091, Nest 4)   Comment="2,500 cells/well"
  [02] VSpin            Spin       Force(xg)=200   Duration=00:01:00
  [03] Cytomat 2C450    Incubate   Temperature(°C)=37   Duration=overnight   CO2(%)=5""",
        "transfer volume_ul=40 @tecan_fluent > spin rcf_g=200 duration_s=60 @agilent_vspin > "
        "incubate temperature_c=37 @cytomat_2c450",
    ),
    (
        "mx_l16_ndjson_pnpp",
        """{"ts":"2024-05-06T09:00:01Z","step":1,"dev":"ML STAR","cmd":"transfer","vol_ul":40,"what":"DEA buffer pH 9.8"}
{"ts":"2024-05-06T09:03:47Z","step":2,"dev":"ML STAR","cmd":"transfer","vol_ul":10,"what":"pNPP 10 mM"}
{"ts":"2024-05-06T09:04:30Z","step":3,"dev":"BioShake","cmd":"shake","rpm":1000,"sec":10}
{"ts":"2024-05-06T09:05:02Z","step":4,"dev":"Cytomat 2C450","cmd":"incubate","degC":37,"min":15}
{"ts":"2024-05-06T09:20:40Z","step":5,"dev":"SpectraMax i3x","cmd":"abs","nm":405}""",
        "transfer volume_ul=40 @hamilton_star > transfer volume_ul=10 @hamilton_star > "
        "shake speed_rpm=1000 duration_s=10 " + BS + " > incubate temperature_c=37 duration_s=900 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "mx_l17_xml_dualglo_pf400",
        """<SchedulerExport tool="Cellario" version="4.2.0.1133" exported="2024-08-02T10:41:17Z">
 <Operation n="1" type="Dispense" resource="Biomek i5"><Param name="Volume" unit="uL">75</Param><Param name="Reagent">Dual-Glo Luciferase Reagent</Param></Operation>
 <Operation n="2" type="Incubate" resource="-"><Param name="Time" unit="min">10</Param><Param name="Temp">RT</Param></Operation>
 <Operation n="3" type="Move" resource="PF400"><Param name="To">SpectraMax i3x</Param></Operation>
 <Operation n="4" type="Luminescence" resource="SpectraMax i3x"><Param name="Integration" unit="s">1</Param></Operation>
 <Operation n="5" type="Move" resource="PF400"><Param name="To">Biomek i5 (P6)</Param></Operation>
 <Operation n="6" type="Dispense" resource="Biomek i5"><Param name="Volume" unit="uL">75</Param><Param name="Reagent">Stop &amp; Glo</Param></Operation>
 <Operation n="7" type="Incubate" resource="-"><Param name="Time" unit="min">10</Param><Param name="Temp">RT</Param></Operation>
 <Operation n="8" type="Move" resource="PF400"><Param name="To">SpectraMax i3x</Param></Operation>
 <Operation n="9" type="Luminescence" resource="SpectraMax i3x"><Param name="Integration" unit="s">1</Param></Operation>
</SchedulerExport>""",
        "transfer volume_ul=75 @biomek_i5 > incubate duration_s=600 > move_plate @precise_pf400 > "
        "read_luminescence integration_s=1 @spectramax_i3x > move_plate @precise_pf400 > "
        "transfer volume_ul=75 @biomek_i5 > incubate duration_s=600 > move_plate @precise_pf400 > "
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "mx_l18_xml_odtc_labchip_store",
        """<Workflow exported="2024-02-08T17:20:03Z" by="Momentum 5.3" id="WF-00817">
 <Step n="1" device="ODTC">
   <PCR cycles="25" lidTemp="110">
     <Initial temp="98" hold_s="30"/>
     <Denature temp="98" hold_s="10"/>
     <Anneal temp="65" hold_s="30"/>
     <Extend temp="72" hold_s="30"/>
     <Final temp="72" hold_s="300"/>
     <Hold temp="4"/>
   </PCR>
 </Step>
 <Step n="2" device="XPeel"/>
 <Step n="3" device="LabChip GX Touch HT" assay="DNA NGS 3K" samples="48"/>
 <Step n="4" device="Cytomat 2C425" action="store" temp="4"/>
</Workflow>""",
        "run_pcr cycles=25 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=65 annealing_s=30 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc > peel @azenta_xpeel > "
        "run_assay sample_count=48 @labchip_gx_touch_ht > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "mx_l19_venus_trace_rerun",
        """Re-run what this trace did, same plate type:
2024-03-04 10:12:31> SYSTEM : Start method - start; C:\\Program Files (x86)\\HAMILTON\\Methods\\ELISA\\Coat_v2.med
2024-03-04 10:12:58> ML_STAR : 1000ul Channel Aspirate (Single Step) - complete; > channels 1-8: Trough_300ml_0001, 100 uL
2024-03-04 10:13:04> ML_STAR : 1000ul Channel Dispense (Single Step) - complete; > channels 1-8: Cos_96_Fl_0001, column 1, 100 uL
  ... (same for columns 2-12)
2024-03-04 10:19:40> HSLDevice : a4S Seal - complete; > 165 C, 2.0 s
2024-03-04 10:20:15> HSLDevice : Cytomat2C425 Store - complete; > slot 14, setpoint 4 C
2024-03-04 10:20:16> SYSTEM : End method - complete""",
        "transfer volume_ul=100 @hamilton_star > seal temperature_c=165 duration_s=2 @azenta_a4s > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "mx_l20_biomek_supernatant_harvest",
        """Biomek Software 5.1 | Method: Supernatant_Harvest.bmf | Instrument: Biomek i5 | rev 1.7
Step 1  External Device   Eppendorf 5810 R (A-4-81, 50 mL buckets): 3000 x g, 10 min, 4 °C - 16 x 50 mL conicals
Step 2  Transfer          1.0 mL supernatant from P2 (50 mL tube rack) to P4 (96 DW 2 mL)   technique: Supernatant_Slow
Step 3  Device Action     a4S: 170 °C, 2 s
Step 4  Device Action     Cytomat 2C425: store, 4 °C""",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r > transfer volume_ul=1000 @biomek_i5 > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "mx_l21_fluent_kinaseglo",
        """FluentControl 3.0 - Method "KinaseGlo_384_IC50" (Fluent 1080, SN 1210006152) - printed 2024-07-15 08:03
 #   Command                        Parameters
 1   Transfer (MCA384)              5 µl kinase/substrate   Trough [Pos 2] -> Corning 3574 384 white [Nest 11]
 2   Transfer (MCA384)              5 µl ATP 20 µM          Trough [Pos 3] -> Corning 3574 [Nest 11]
 3   Transfer Labware (RGA)         -> HiG4
 4   HiG4: Spin                     1000 xg, 60 s
 5   Incubate                       RT, 01:00:00, lid on
 6   Transfer (MCA384)              10 µl Kinase-Glo        Trough [Pos 4] -> Corning 3574 [Nest 11]
 7   Incubate                       RT, 00:10:00
 8   SpectraMax i3x: Luminescence   Integration 0.5 s""",
        "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=5 @tecan_fluent > "
        "spin rcf_g=1000 duration_s=60 @bionex_hig4 > incubate duration_s=3600 > "
        "transfer volume_ul=10 @tecan_fluent > incubate duration_s=600 > "
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
]
