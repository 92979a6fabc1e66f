'''Hold-out batch: web request forms pasted as text or HTML.

Style
-----
The scientist fills in a web request form (the lab's automation booking page, a
Google Form, an internal "robot request" page) and pastes it -- as raw HTML
(``<label>``, ``<input value=...>``, ``<select><option selected>``, ``<textarea>``),
as the text a browser shows (``[ 800 ]``, ``[ HiG4 ▾ ]``, ``(•) 4 °C ( ) RT``,
``[x] Seal after spin``, ``◉`` / ``○``), or as the notification e-mail the form
sends ("Field: value").  Forms carry placeholders ("e.g. 500"), help text and
limits ("max 1000", "range 250–5000", ``max="3000"``), validation messages
("⚠ Above the recommended ...", "❌ Time is required"), hidden fields, request
IDs, cost codes and free-text comment boxes.

Reading rules a careful lab engineer applies
--------------------------------------------
* Only what was ENTERED or SELECTED is the run: the text in a filled field, an
  ``<input value=...>``, the ``<option selected>`` of a select (or the value
  shown in ``[ ... ▾ ]``), checked boxes (``[x]``, ``☑``, ``checked``) and the
  filled radio button (``(•)``, ``◉``, ``●``, ``checked``).
* Placeholders, "e.g." examples, help text, hints and the form's own limits
  (``min``/``max`` attributes, "max 1000", "typical 0.1–1 s") are NOT run values,
  and a limit printed by the form is not the instrument's limit: the instrument
  registry decides what is possible.  Unselected options and unticked radios
  are not chosen.
* A ticked checkbox for an optional step ("[x] Seal after spin") adds that step
  with the values in its sub-fields; an unticked optional step is not run, even
  when its sub-fields carry pre-filled values.
* Validation messages describe the form, not the run: a warning does not change
  the entered value ("⚠ above recommended 2000 rpm" with 2500 entered runs at
  2500).  A "required" error on an EMPTY field that the step needs means the
  value is missing -> ask.
* The comment box is the requester talking: it can add a step, set the order
  ("shake first, then read") or explicitly correct a field it says could not be
  edited.  A comment that offers a competing value without deciding is a
  contradiction -> ask.
* Form metadata -- request/ticket numbers, hidden fields, cost codes, plate
  barcodes, dates, rooms, submitter names, lot numbers -- are never step values.
* Steps run in form order unless an order field or the comment says otherwise.
* "RT" / "room temperature" selected gives no temperature value.
* Halt when an entered value is outside every suitable instrument's limit.  Ask
  when a value that matters is empty or its unit is not chosen, when the unit
  cannot be read (rpm with no rotor), when two values compete (two radios filled,
  field vs. undecided comment), when the chosen instrument is not in the lab, or
  when the chosen operation is done by no instrument (sonicate, vortex).
'''
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    ("hf01", _t("""
        <form id="spin-request">
          <label>Instrument</label>
          <select name="instrument">
            <option>HiG4</option>
            <option selected>VSpin</option>
            <option>5810 R</option>
          </select>
          <label>Speed</label><input name="speed" value="800" placeholder="e.g. 500"> x g
          <small>max 1000 on the VSpin</small>
          <label>Time (s)</label><input name="time" value="120">
        </form>
        """),
     "spin rcf_g=800 duration_s=120 @agilent_vspin"),
    ("hf02", _t("""
        Plate centrifuge request — form #CF-2291
        Centrifuge:   [ HiG4            ▾ ]
        Force (×g):   [ 3000 ]      range 250–5000
        Duration:     [ 5 ] [ min ▾ ]
        Temperature:  n/a (no cooling on this one)
        Plates:       [ 2 ]  (sample + balance)
        [ Submit ]
        """),
     "spin rcf_g=3000 duration_s=300 @bionex_hig4"),
    ("hf03", _t("""
        Centrifuge: Eppendorf 5810 R (swing-bucket)
        Tube type:   ( ) 15 mL conical   (•) 50 mL conical   ( ) plate
        Speed:       4000 x g                  e.g. 3220
        Time:        20 min
        Temperature: (•) 4 °C   ( ) RT   ( ) other: ____
        """),
     "spin rcf_g=4000 duration_s=1200 temperature_c=4 @eppendorf_5810r"),
    ("hf04", _t("""
        Microfuge booking — 5424 R
        Number of tubes *
        18
        Tube size *
        ◉ 1.5 mL
        ○ 2 mL
        Speed (rcf) *
        Must be between 100 and 21,130
        13000
        Time *
        10 min
        Temp (°C) *
        4
        """),
     "spin rcf_g=13000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    ("hf05", _t("""
        <h2>BioShake 3000T elm – shaking request</h2>
        <label for="rpm">Shaking speed (rpm)</label>
        <input id="rpm" type="number" value="1200" min="200" max="3000">
        <label for="dur">Duration</label>
        <input id="dur" value="5 min">
        <label for="temp">Temperature (°C)</label>
        <input id="temp" placeholder="e.g. 37 — leave blank for no heating">
        """),
     "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm"),
    ("hf06", _t("""
        BioShake request
        Speed ...... [ 800 ] rpm      (200–3000)
        Time ....... [ 1 ] hr
        Heating .... [x] on    set point [ 37 ] °C    (e.g. 25–99)
        Submitted by: M. Lindqvist, 3 Oct, room B.118
        """),
     "shake speed_rpm=800 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("hf07", _t("""
        <fieldset><legend>Heat seal (a4S)</legend>
          <label>Seal temp</label> <input value="165"> °C <span class="help">50–200 °C</span>
          <label>Seal time</label> <input value="3"> s <span class="help">e.g. 1.5</span>
          <label>Film</label>
          <select><option selected>Clear PCR film</option><option>Pierceable foil</option></select>
        </fieldset>
        """),
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),
    ("hf08", _t("""
        Plate handling request
        [x] Remove seal (XPeel)
        [ ] Re-seal afterwards (a4S)     temp [ 170 ] °C    time [ 2 ] s
        [ ] Spin down
        Comments: plate came out of the -20, seal is the pierceable foil.
        """),
     "peel @azenta_xpeel"),
    ("hf09", _t("""
        <h3>SpectraMax i3x — absorbance</h3>
        <label>Wavelength</label>
        <select name="wl">
          <option value="405">405 nm</option>
          <option value="450" selected>450 nm</option>
          <option value="490">490 nm</option>
          <option value="600">600 nm</option>
        </select>
        <label><input type="checkbox" name="pathcheck"> Pathcheck correction</label>
        <input type="hidden" name="plate_id" value="ELISA-0612">
        """),
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("hf10", _t("""
        Plate reader request
        Read mode:       ( ) Absorbance   (•) Fluorescence intensity   ( ) Luminescence
        Excitation (nm): [ 485 ]     e.g. 560
        Emission (nm):   [ 535 ]     e.g. 590
        Read height:     [     ] mm  (blank = default)
        Optics:          (•) top   ( ) bottom
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535"),
    ("hf11", _t("""
        <form action="/reader/submit">
          <input type="radio" name="mode" value="abs"> Abs
          <input type="radio" name="mode" value="fl"> FL
          <input type="radio" name="mode" value="lum" checked> Lum
          <label>Integration time (s)</label><input name="int" value="0.5" placeholder="1">
          <label>Instrument</label><input readonly value="SpectraMax i3x (Rm 2.14)">
        </form>
        """),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),
    ("hf12", _t("""
        Liquid handling request #LH-0385
        Robot:      [ Hamilton STAR ▾ ]
        Operation:  [ Transfer ▾ ]
        Volume per well (µL): [ 50 ]    ⓘ 0.5–1000 µL with the 1 mL channels
        Source:      sample plate (96 PCR)
        Destination: assay plate (96 flat)
        Wells:       (•) whole plate   ( ) selected wells: ______
        """),
     "transfer volume_ul=50 @hamilton_star"),
    ("hf13", _t("""
        <label>Liquid handler</label>
        <select><option>Biomek i5</option><option selected="selected">Biomek i7</option><option>Fluent</option></select>
        <label>Operation</label>
        <select><option selected>Dispense</option><option>Mix</option></select>
        <label>Volume (uL)</label><input type="text" value="2">
        <label>Target plate</label><input value="384-well PCR (BR-384-117)">
        <label>Tips</label><select><option selected>50 µL</option><option>230 µL</option></select>
        """),
     "transfer volume_ul=2 @biomek_i7_hybrid"),
    ("hf14", _t("""
        Fluent worklist request
        Action ........ Dispense assay buffer
        Volume ........ 150 µl
        Plate ......... 96-well flat, clear
        Columns ....... [x]1 [x]2 [x]3 [x]4 [x]5 [x]6 [ ]7 [ ]8 [ ]9 [ ]10 [ ]11 [ ]12
        """),
     "transfer volume_ul=150 wells=48 @tecan_fluent"),
    ("hf15", _t("""
        OT-2 protocol request
        Pipette: <select><option>P20 single</option><option selected>P20 8-channel</option><option>P300 8-channel</option></select>
        Volume (µL): 20        (P20 range 1–20)
        From: DNA plate     To: PCR plate
        """),
     "transfer volume_ul=20 @opentrons_ot2"),
]

CASES += [
    ("hf16", _t("""
        <h3>Opentrons Flex — dispense</h3>
        <label>Volume</label><input value="100">
        <select name="unit"><option>mL</option><option selected>µL</option></select>
        <label>Rows</label>
        <input type="checkbox" checked> A <input type="checkbox" checked> B
        <input type="checkbox"> C <input type="checkbox"> D <input type="checkbox"> E
        <input type="checkbox"> F <input type="checkbox"> G <input type="checkbox"> H
        <p>96-well flat plate; all 12 columns of the ticked rows.</p>
        """),
     "transfer volume_ul=100 wells=24 @opentrons_flex"),
    ("hf17", _t("""
        Request type: Liquid handling
        System: Biomek i5
        Step: Add lysis buffer
        Volume: 1.2 mL per well          (typical: 0.5–1 mL)
        Labware: 96 deep-well, 2.2 mL
        Cost centre: 4410-207
        """),
     "transfer volume_ul=1200 @biomek_i5"),
    ("hf18", _t("""
        <label>Operation</label>
        <select><option>Transfer</option><option selected>Mix</option></select>
        <label>Mix volume (µL)</label><input value="40" placeholder="e.g. 80% of well volume">
        <label>Cycles</label><input value="10">
        <label>Instrument</label>
        <select><option selected>Tecan Fluent</option><option>Hamilton STAR</option></select>
        """),
     "mix volume_ul=40 @tecan_fluent"),
    ("hf19", _t("""
        Incubator booking
        Incubator:   (•) Cytomat 2C450   ( ) Cytomat 2C425
        Temperature: 37 °C
        CO₂ (%):     ______   e.g. 5
        Duration:    24 h
        Start:       09/05 14:00
        """),
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),
    ("hf20", _t("""
        <h3>ODTC block request</h3>
        <label>Program type</label>
        <select><option>PCR</option><option selected>Isothermal hold</option></select>
        <label>Hold temperature</label><input value="42"> °C
        <label>Hold time</label><input value="30"> min
        <textarea name="notes">cDNA synthesis, 20 µL reactions. Kit lot 2209A.</textarea>
        """),
     "incubate temperature_c=42 duration_s=1800 @inheco_odtc"),
    ("hf21", _t("""
        Step 4 of 6 — Wait
        Where:     ( ) Cytomat   ( ) ODTC   (•) Bench (RT)
        How long:  15 mins
        Protect from light: [x]
        """),
     "incubate duration_s=900"),
    ("hf22", _t("""
        <label>After the run</label>
        <select name="after">
          <option>Leave on deck</option>
          <option selected>Store in Cytomat 24 (4 °C)</option>
          <option>Return to requester</option>
        </select>
        <input type="hidden" name="req" value="7710">
        """),
     "store temperature_c=4 @cytomat_24"),
    ("hf23", _t("""
        PCR request form (ODTC)
        Initial denaturation:  [ 98 ] °C   [ 30 ] s
        Cycles:                [ 32 ]        (1–99)
          Denature:            [ 98 ] °C   [ 10 ] s
          Anneal:              [ 62 ] °C   [ 20 ] s
          Extend:              [ 72 ] °C   [ 45 ] s
        Final extension:       [ 72 ] °C   [ 5 ] min
        Hold:                  [ 4 ] °C
        Lid:                   [     ]  e.g. 105
        """),
     "run_pcr cycles=32 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 "
     "extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 "
     "hold_c=4 @inheco_odtc"),
    ("hf24", _t("""
        <h2>qPCR run request — CFX384</h2>
        <label>Hot start</label><input value="95"> °C for <input value="3"> min
        <label>Cycles</label><input value="40" placeholder="40">
        <label>Denaturation</label><input value="95"> °C / <input value="10"> s
        <label>Anneal/extend</label><input value="60"> °C / <input value="30"> s
        <label><input type="checkbox"> Melt curve</label>
        <input placeholder="e.g. 65–95 °C">
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("hf25", _t("""
        LabChip GX Touch — run request
        Assay:              [ DNA 1K ▾ ]
        Plate:              (•) 96-well PCR   ( ) 384-well PCR
        Number of samples:  [ 48 ]    (max 96 per plate / 400 per chip prep)
        PO number:          4500127789
        """),
     "run_assay sample_count=48 @labchip_gx_touch_ht"),
    ("hf26", _t("""
        <label>Purification program</label>
        <select name="program">
          <option>MagMAX_Viral_96</option>
          <option selected>MagMAX_mirVana_96</option>
        </select>
        <label>Head</label>
        <select><option selected>96 deep-well</option><option>24 deep-well</option></select>
        <p class="help">Runs on the KingFisher Flex in room 3.12</p>
        """),
     "run_program @kingfisher_flex"),
    ("hf27", _t("""
        Arm move request
        Robot arm:  PF400
        From:       [ SpectraMax ▾ ]
        To:         [ STAR deck, position 7 ▾ ]
        Priority:   ( ) urgent  (•) normal
        """),
     "move_plate @precise_pf400"),
    ("hf28", _t("""
        <label>Centrifuge</label>
        <select><option selected>HiG4</option><option>VSpin</option></select>
        <label>Speed</label><input value="1500">
        <select name="speed_unit"><option selected>× g</option><option>rpm</option></select>
        <label>Time</label><input value="90">
        <select><option selected>sec</option><option>min</option></select>
        """),
     "spin rcf_g=1500 duration_s=90 @bionex_hig4"),
    ("hf29", _t("""
        Spin request (plates)
        Centrifuge:   (•) HiG4   ( ) VSpin
        Speed (x g):  1200
                      ⓘ VSpin: max 1000 x g
        Time:         3 min
        """),
     "spin rcf_g=1200 duration_s=180 @bionex_hig4"),
    ("hf30", _t("""
        Device:      BioShake
        Speed (rpm): 2500
          ⚠ Above the recommended 2000 rpm for deep-well plates — make sure the plate is sealed.
        Duration:    45 s
        Heating:     (•) off   ( ) on: ___ °C
        """),
     "shake speed_rpm=2500 duration_s=45 @qinstruments_bioshake_3000t_elm"),
    ("hf31", _t("""
        <label>Centrifuge</label><input value="VSpin" readonly>
        <label>Speed (× g)</label><input value="500" disabled>
        <label>Time (s)</label><input value="60">
        <label>Comments</label>
        <textarea>The speed box is locked to the template value - please run at 700 x g, not 500. Thanks! (ticket 8812)</textarea>
        """),
     "spin rcf_g=700 duration_s=60 @agilent_vspin"),
    ("hf32", _t("""
        Automation request (Google Form response)
        What do you need? *
        ● Plate read   ○ Liquid handling   ○ Spin   ○ Other
        Read type *
        Absorbance
        Wavelength (nm) *
        600
        Anything else?
        OD of overnight cultures, 200 µL per well, plate from lab 4.21
        """),
     "read_absorbance wavelength_nm=600"),
    ("hf33", _t("""
        From: forms@lab-automation.local
        Subject: New request #3051 – Heat seal
        Submitted: 2024-11-04 16:22
        Requester: j.okafor
        Instrument: a4S sealer
        Seal temperature (°C): 175
        Seal time (s): 2.5
        Plates: 3
        Cost code: BIO-7730
        """),
     "seal temperature_c=175 duration_s=2.5 @azenta_a4s"),
    ("hf34", _t("""
        Main step — Transfer (Biomek i5)
          Volume: 25 µL
        Optional steps
          [ ] Mix after dispense     mix vol [ 20 ] µL    cycles [ 5 ]
          [ ] Spin afterwards        [ 1000 ] x g    [ 1 ] min
        """),
     "transfer volume_ul=25 @biomek_i5"),
    ("hf35", _t("""
        <label><input type="checkbox" name="preshake"> Shake 5 s before read</label>
        <label>Wavelength</label><input value="340" placeholder="e.g. 600">
        <label>Mode</label>
        <select><option selected>Endpoint</option><option>Kinetic</option></select>
        """),
     "read_absorbance wavelength_nm=340"),
    ("hf36", _t("""
        Incubate in Cytomat
        Temp (°C)  [ 30 ]
        Time       [ 16 ] hrs      e.g. 18
        Humidity   [    ] %        leave blank for the 90 % default
        """),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),
    ("hf37", _t("""
        OT-2 request
        Pipette:     ( ) P20 single   (•) P300 multi   ( ) P1000 single
        Volume:      250 uL
        Destination: 96 deep-well (2 mL)
        Columns:     all
        """),
     "transfer volume_ul=250 @opentrons_ot2"),
    ("hf38", _t("""
        5810 R booking
        Rotor:       [ A-4-81 MTP/Flex ▾ ]
        Labware:     96-well PCR plates (x2)
        RCF:         2000
        Duration:    1 min
        Temperature: ( ) 4 °C   (•) RT   ( ) 37 °C
        """),
     "spin rcf_g=2000 duration_s=60 @eppendorf_5810r"),
    ("hf39", _t("""
        <label>Filter pair</label>
        <select name="filters">
          <option>485/535 (GFP)</option>
          <option selected>530/590 (resorufin)</option>
          <option>355/460 (DAPI)</option>
        </select>
        <label>Reader</label><input value="SpectraMax" readonly>
        """),
     "read_fluorescence excitation_nm=530 emission_nm=590 @spectramax_i3x"),
    ("hf40", _t("""
        Luminescence read
        Integration time:  [        ] s    (blank = instrument default, 1 s)
        Plate:             white 384
        Reader:            i3x
        """),
     "read_luminescence @spectramax_i3x"),
]

# --- two to four steps ---
CASES += [
    ("hf41", _t("""
        <label>Speed</label><input value="1000"> x g
        <label>Time</label><input value="1"> min
        <label><input type="checkbox" checked> Seal after spin</label>
        <label>Seal temp</label><input value="170"> °C
        <label>Seal time</label><input value="2"> s
        <label><input type="checkbox"> Store at 4 °C afterwards</label>
        """),
     "spin rcf_g=1000 duration_s=60 > seal temperature_c=170 duration_s=2"),
    ("hf42", _t("""
        Liquid handler: [ Hamilton STAR ▾ ]
        1. Add reagent          Volume [ 30 ] µL
        2. [x] Mix after adding Volume [ 40 ] µL   Cycles [ 8 ]   (max 80 % of well volume)
        3. [ ] Change tips between wells
        """),
     "transfer volume_ul=30 @hamilton_star > mix volume_ul=40 @hamilton_star"),
    ("hf43", _t("""
        Reader request
        [x] Plate is sealed — peel first (XPeel)
        Mode:       (•) Absorbance   ( ) Fluorescence   ( ) Luminescence
        Wavelength: 562 nm   (BCA)
        """),
     "peel @azenta_xpeel > read_absorbance wavelength_nm=562"),
    ("hf44", _t("""
        <label>Read</label><select><option selected>Luminescence</option></select>
        <label>Integration (s)</label><input value="1">
        <label>Shake</label><input value="600"> rpm for <input value="2"> min on the BioShake
        <label>Comments</label>
        <textarea>shake first please, then read. CellTiter-Glo, 25 µL added at 10:40.</textarea>
        """),
     "shake speed_rpm=600 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1"),
    ("hf45", _t("""
        Read:            Fluorescence, ex 560 / em 590
        Pre-read spin:   [x] yes — 500 xg, 1 min (VSpin)
        Comment:         before reading, spin it down, there are bubbles in row H
        """),
     "spin rcf_g=500 duration_s=60 @agilent_vspin > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),
    ("hf46", _t("""
        PCR setup request
        Liquid handler: (•) OT-2   ( ) Flex
        Template volume: 2 µL into the 18 µL master mix already in the plate
        Seal:           [x] 165 °C, 3 s
        Cycling (ODTC): 95 °C 3 min; 35 × (95 °C 15 s, 58 °C 15 s, 72 °C 30 s); 72 °C 5 min; hold 10 °C
        """),
     "transfer volume_ul=2 @opentrons_ot2 > seal temperature_c=165 duration_s=3 > "
     "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=15 "
     "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300 "
     "hold_c=10 @inheco_odtc"),
    ("hf47", _t("""
        <h2>qPCR plate prep</h2>
        <label>cDNA volume (µL)</label><input value="4" placeholder="e.g. 2">
        <label>Liquid handler</label>
        <select><option selected>Biomek i7</option><option>Fluent</option></select>
        <label><input type="checkbox" checked> Seal (a4S)</label> <input value="160"> °C <input value="1.5"> s
        <label><input type="checkbox" checked> Spin down</label> <input value="1000"> × g <input value="30"> s
        <label>qPCR (CFX384)</label>
        95 °C <input value="2"> min, then <input value="40"> cycles of 95 °C <input value="5"> s / 60 °C <input value="30"> s
        """),
     "transfer volume_ul=4 @biomek_i7_hybrid > seal temperature_c=160 duration_s=1.5 @azenta_a4s > "
     "spin rcf_g=1000 duration_s=30 > run_qpcr cycles=40 initial_denaturation_c=95 "
     "initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 "
     "annealing_s=30 @biorad_cfx384"),
    ("hf48", _t("""
        Cell viability run — request form
        1. Incubate:    Cytomat, 37 °C, 72 h
        2. Add reagent: 20 µL CellTiter-Glo (Biomek i5)
        3. Shake:       400 rpm, 2 min  [BioShake]
        4. Read:        luminescence, 0.5 s integration
        Plate barcodes: CV-0101 to CV-0104
        """),
     "incubate temperature_c=37 duration_s=259200 @cytomat_2c450 > transfer volume_ul=20 @biomek_i5 > "
     "shake speed_rpm=400 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=0.5"),
    ("hf49", _t("""
        <fieldset><legend>Extraction</legend>
          <label>KingFisher program</label>
          <select><option selected>DNA_Blood_96_v3</option><option>RNA_Cells_96</option></select>
        </fieldset>
        <fieldset><legend>Normalisation</legend>
          <label>Transfer eluate</label><input value="10"> µL to the dilution plate on the
          <select><option>i5</option><option selected>Fluent</option></select>
        </fieldset>
        """),
     "run_program @kingfisher_flex > transfer volume_ul=10 @tecan_fluent"),
    ("hf50", _t("""
        LabChip request
        Samples:   24     (fill 1–96)
        Pre-spin:  (•) yes, 1000 x g for 1 min   ( ) no
        Assay:     HT DNA High Sensitivity
        """),
     "spin rcf_g=1000 duration_s=60 > run_assay sample_count=24 @labchip_gx_touch_ht"),
    ("hf51", _t("""
        Arm script request (PF400)
        Step A: move plate Cytomat → reader
        Step B: Abs 600 nm
        Step C: move plate reader → Cytomat
        Repeat: [ 1 ] ×      e.g. "every 30 min"
        """),
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=600 > move_plate @precise_pf400"),
    ("hf52", _t("""
        Wavelengths (tick all that apply):
        [ ] 230 nm   [x] 260 nm   [x] 280 nm   [ ] 320 nm
        Reader: SpectraMax i3x
        Sample IDs: NA-2291 … NA-2338
        """),
     "read_absorbance wavelength_nm=260 @spectramax_i3x > read_absorbance wavelength_nm=280 @spectramax_i3x"),
    ("hf53", _t("""
        <label><input type="radio" name="end" checked> Seal and store</label>
        <label><input type="radio" name="end"> Return unsealed</label>
        <label>Seal</label><input value="165"> °C / <input value="3"> s
        <label>Storage</label>
        <select><option selected>4 °C (Cytomat 24)</option><option>-20 °C freezer</option></select>
        """),
     "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_24"),
    ("hf54", _t("""
        ODTC program — custom
        Segment 1: [ 37 ] °C for [ 15 ] min
        Segment 2: [ 85 ] °C for [ 5 ] min
        Segment 3: [    ] °C for [    ] min    (optional)
        """),
     "incubate temperature_c=37 duration_s=900 @inheco_odtc > "
     "incubate temperature_c=85 duration_s=300 @inheco_odtc"),
    ("hf55", _t("""
        <h3>Flex — standards & blanks</h3>
        <label>Standards</label><input value="10"> µL → columns <input value="1-2">
        <label>Blanks</label><input value="10"> µL → column <input value="12">
        <small>96-well flat plate. Columns, example: "1-4"</small>
        """),
     "transfer volume_ul=10 wells=16 @opentrons_flex > transfer volume_ul=10 wells=8 @opentrons_flex"),
    ("hf56", _t("""
        Step 1 — Centrifuge: Eppendorf 5424 R | 2 mL tubes | 15,000 rcf | 5 min | 4 °C
        Step 2 — Liquid handling: Fluent | transfer supernatant | 400 µL → deep-well plate
        Validation: ✓ all required fields complete
        """),
     "spin rcf_g=15000 duration_s=300 temperature_c=4 @eppendorf_5424r > transfer volume_ul=400 @tecan_fluent"),
    ("hf57", _t("""
        [x] Peel (XPeel)
        [x] Add 5 µL stop solution — STAR
        [ ] Mix
        [x] Reseal: 170 °C 2 s
        [ ] Spin
        """),
     "peel @azenta_xpeel > transfer volume_ul=5 @hamilton_star > seal temperature_c=170 duration_s=2"),
    ("hf58", _t("""
        <label>Pre-warm shake</label> BioShake <input value="1000"> rpm, <input value="37"> °C, <input value="10"> min
        <label>Then incubate</label> Cytomat <input value="37"> °C for <input value="4"> h
        <label>CO₂</label><input placeholder="5 %">
        """),
     "shake speed_rpm=1000 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "incubate temperature_c=37 duration_s=14400 @cytomat_2c450"),
    ("hf59", _t("""
        Bradford assay request
        Dye volume (µL):  200          e.g. 250
        Liquid handler:   Biomek i5
        Incubation:       5 min at RT
        Read:             A595
        """),
     "transfer volume_ul=200 @biomek_i5 > incubate duration_s=300 > read_absorbance wavelength_nm=595"),
    ("hf60", _t("""
        <label><input type="checkbox" checked> Plate is sealed — remove the seal first</label>
        <label>LabChip assay</label>
        <select><option selected>RNA</option><option>DNA 5K</option></select>
        <label>Samples</label><input type="number" value="96" max="384">
        """),
     "peel > run_assay sample_count=96 @labchip_gx_touch_ht"),
    ("hf61", _t("""
        Reads (in this order):
         1. [x] Fluorescence   ex [ 355 ]  em [ 460 ]
         2. [x] Luminescence   integration [ 1 ] s
         3. [ ] Absorbance     λ [ 600 ]
        """),
     "read_fluorescence excitation_nm=355 emission_nm=460 > read_luminescence integration_s=1"),
    ("hf62", _t("""
        <table>
          <tr><th>Step</th><th>Order</th><th>Settings</th></tr>
          <tr><td>Read absorbance</td><td><select><option selected>3</option></select></td><td>450 nm</td></tr>
          <tr><td>Transfer</td><td><select><option selected>1</option></select></td><td>50 µL, Hamilton STAR</td></tr>
          <tr><td>Spin</td><td><select><option selected>2</option></select></td><td>1000 x g, 1 min, VSpin</td></tr>
        </table>
        """),
     "transfer volume_ul=50 @hamilton_star > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
     "read_absorbance wavelength_nm=450"),
]

# --- must halt ---
CASES += [
    ("hf63", _t("""
        <label>Seal temperature (°C)</label><input value="220" placeholder="e.g. 165">
        <label>Seal time (s)</label><input value="2">
        <p class="help">a4S sealer. Foil seals need higher temperatures.</p>
        """),
     "halted"),
    ("hf64", _t("""
        BioShake request
        Speed: 3200 rpm     (max 3500)
        Time:  30 s
        """),
     "halted"),
    ("hf65", _t("""
        Read type:   (•) Absorbance
        Wavelength:  200 nm        hint: 230–1000 nm
        ⚠ This value is outside the usual range — submit anyway?
        [x] Yes, submit anyway
        """),
     "halted"),
    ("hf66", _t("""
        Microfuge (5424 R)
        Tubes: 1.5 mL
        RCF:   24,000       e.g. 16,000
        Time:  10 min     Temp: 4 °C
        """),
     "halted"),
    ("hf67", _t("""
        <label>Destination plate</label>
        <select>
          <option>96-well flat (360 µL)</option>
          <option selected>96-well PCR (200 µL)</option>
          <option>96 deep-well (2.2 mL)</option>
        </select>
        <label>Volume per well (µL)</label><input value="300">
        <label>Robot</label><select><option selected>Fluent</option></select>
        """),
     "halted"),
    ("hf68", _t("""
        Luminescence
        Integration time: [ 2 ] [ min ▾ ]     (typical 0.1–1 s)
        Reader: SpectraMax
        """),
     "halted"),
    ("hf69", _t("""
        Centrifuge:  [ 5810 R ▾ ]
        Labware:     96 deep-well plate (x2, balanced)
        Speed:       [ 22,000 ] x g
        Time:        [ 30 ] min
        Temperature: (•) 4 °C   ( ) RT
        """),
     "halted"),
]

# --- a careful engineer must ask ---
CASES += [
    ("hf70", _t("""
        <label>Speed</label><input value="3000">
        <select name="unit"><option>x g</option><option selected>rpm</option></select>
        <label>Time</label><input value="5"> min
        <label>Centrifuge</label>
        <select><option selected>-- any plate centrifuge --</option><option>VSpin</option><option>HiG4</option></select>
        """),
     "ask"),
    ("hf71", _t("""
        Spin request
        Centrifuge:   VSpin
        Speed (x g):  800
        Time:         [            ]   e.g. 60 s
        ❌ Time is required.
        """),
     "ask"),
    ("hf72", _t("""
        Dispenser:  [ Other ▾ ]    please specify: Multidrop Combi
        Volume:     25 µL
        Plate:      384 flat
        """),
     "ask"),
    ("hf73", _t("""
        Operation: ( ) Shake   (•) Sonicate   ( ) Spin
        Duration:  30 s
        Power:     40 %
        """),
     "ask"),
    ("hf74", _t("""
        <label>Incubation time</label><input value="30">
        <select name="unit"><option selected>-- unit --</option><option>s</option><option>min</option><option>h</option></select>
        <label>Incubator</label><select><option selected>Cytomat 2C450</option></select>
        <label>Temperature (°C)</label><input value="37">
        """),
     "ask"),
    ("hf75", _t("""
        Centrifuge:  5810 R
        Tubes:       50 mL conicals
        Speed:       4000 x g
        Time:        10 min
        Temperature: (•) 4 °C   (•) RT
        """),
     "ask"),
    ("hf76", _t("""
        Incubator:  Cytomat, 37 °C
        Duration:   2 h
        Comments:   might need 6 h instead - Priya to confirm tomorrow
        """),
     "ask"),
]
