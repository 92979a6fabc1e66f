"""Hold-out batch "techtransfer1": method-transfer requests from collaborators abroad.

Style: colleagues at sites in Europe, Asia and South America describe their own protocol and
equipment (Janus, epMotion, Bravo, Freedom EVO, Rotanta, Multifuge, ThermoMixer, LightCycler,
QuantStudio, Spark, ...) and ask for it to be run on OUR instruments ("on our Janus we use ...,
please use your STAR").  They write in English mixed with German, French, Spanish, Portuguese,
Italian, Dutch etc., give steps in their order with "then / danach / puis / depois / luego", and
say which values to keep and which to change for our lab.

Traps:
- Decimal commas: "2,5 µl" = 2.5 uL, "1,5 Std." = 1.5 h.
- Continental thousands dots: "1.000 x g" = one thousand x g, "1.200 U/min" = 1200 rpm,
  "13.000 x g" = 13000 x g.  (An English "1,000 x g" is also one thousand.)
- Units: "U/min", "tr/min" (rpm), "x g"/"×g"/"rcf", "Min." (minutes), "Std." (Stunden = hours),
  "Sek." (seconds).
- Their instrument names are context; the device is ours only when they map it to ours.
  An instrument we do not have, with no substitute named, means 'ask'.
- "Keep X, change Y" and "ah wait, use ..." corrections: the changed value wins.
- A shaker speed in U/min is fine; a centrifuge speed given only in rpm/U/min is 'ask'.
- Context numbers (passages, lots, cell numbers, barcodes, calendar weeks) are not settings.
"""

NAME = "techtransfer1"

CASES: list[tuple[str, str, str]] = [
    (
        "techtransfer1-01",
        "Hallo aus Heidelberg! Method transfer für unseren ELISA: bei uns pipettiert der Janus "
        "50 µl Probe pro Well in die beschichtete Platte – bitte bei euch den STAR nehmen. Danach "
        "1 Std. bei 37 °C inkubieren (bei euch im Cytomat 2C450, CO2 egal), danach Absorption bei "
        "450 nm auf eurem SpectraMax. Referenzwellenlänge brauchen wir nicht. Viele Grüße, Katrin",
        "transfer volume_ul=50 @hamilton_star > incubate temperature_c=37 duration_s=3600 "
        "@cytomat_2c450 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    # "1.000 x g" is German thousands notation = 1000 x g (exactly the VSpin maximum).
    (
        "techtransfer1-02",
        "Method transfer request (Munich): after lysis we spin the 96 deep-well block 10 Min. bei "
        "1.000 x g on our Hettich Rotanta. Please run it on your VSpin, same settings, "
        "Raumtemperatur is fine. The barcode on the block is 4471-02, just ignore it.",
        "spin rcf_g=1000 duration_s=600 @agilent_vspin",
    ),
    # centrifuge left to us ("comme vous voulez"), so no device on the spin.
    (
        "techtransfer1-03",
        "Bonjour de Lyon ! Sur notre epMotion on distribue 2,5 µl de master mix par puits (plaque "
        "PCR 96), puis on scelle à 165 °C pendant 3 s, puis centrifugation 1 min à 500 x g. Chez "
        "vous : l'OT-2 pour la distribution et votre scelleuse a4S ; la centrifugeuse, comme vous "
        "voulez. Merci ! Amélie",
        "transfer volume_ul=2.5 @opentrons_ot2 > seal temperature_c=165 duration_s=3 @azenta_a4s "
        "> spin rcf_g=500 duration_s=60",
    ),
    # centrifuge speed only in rpm ("3.000 rpm" = 3000 rpm); rotor radius unknown -> ask.
    (
        "techtransfer1-04",
        "Olá pessoal, aqui é o Rafael (USP São Paulo). No nosso protocolo as placas vão para a "
        "centrífuga Sigma 4-16 a 3.000 rpm por 5 minutos a 4 °C. Vocês podem fazer igual na "
        "centrífuga de vocês? Depois disso a gente lê a fluorescência 485/520.",
        "ask",
    ),
    # storage at -20 °C: the only temperature-controlled store (Cytomat 2C425) goes down to 4 °C.
    (
        "techtransfer1-05",
        "Hola, soy Lucía (Barcelona). Nuestro protocolo termina así: sellar la placa a 170 °C "
        "durante 2 s en el sellador, y luego guardarla a −20 °C en el almacén automático (nosotros "
        "usamos un congelador Liconic). Por favor mantengan −20 °C, no 4 °C, el ARN se degrada.",
        "halted",
    ),
    (
        "techtransfer1-06",
        "Hello from Osaka, this is Kenji. Please transfer our PCR from the Bio-Rad C1000 to your "
        "ODTC, program unchanged: 98 °C 30 sec, then 30 cycles of 98 °C 10 sec / 60 °C 20 sec / "
        "72 °C 30 sec, final 72 °C 5 min, hold 4 °C. Before that seal the plate on your a4S at "
        "170 °C, 2 sec (we use foil on our ALPS, please keep the same time).",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > run_pcr cycles=30 "
        "initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 "
        "annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 "
        "final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    # two-step qPCR: the combined annealing/extension step at 60 °C is recorded as annealing.
    (
        "techtransfer1-07",
        "Servus, bei uns läuft die qPCR auf dem LightCycler 480 im 384er-Format. Bitte bei euch auf "
        "dem CFX384 genauso: 95 °C 3 Min., danach 40 Zyklen 95 °C 10 Sek. und 60 °C 30 Sek. "
        "(Zwei-Schritt, Annealing und Elongation zusammen). Schmelzkurve brauchen wir nicht. "
        "LG aus Wien, Markus",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    # vortexing: the lab has no vortexer.
    (
        "techtransfer1-08",
        "Ciao, sono Giulia da Milano. Il nostro protocollo sul Tecan EVO: 30 µl di tampone di lisi "
        "per pozzetto, poi vortexare la piastra 10 secondi, poi incubare 10 min a 65 °C. Da voi va "
        "bene il Fluent. Grazie!",
        "ask",
    ),
    (
        "techtransfer1-09",
        "Hi, Min-ji from Seoul here. For the viral RNA extraction we add 200 µl of bead/binding mix "
        "per well on our Bravo – please use your Biomek i5 for that. Then the plate goes on the "
        "KingFisher: we have an Apex, you have the Flex, the program name is the same, "
        "MagMAX_Viral_96 (96 deep-well head).",
        "transfer volume_ul=200 @biomek_i5 > run_program program=MagMAX_Viral_96 @kingfisher_flex",
    ),
    # 3.500 U/min = 3500 rpm: above the BioShake's 3000 rpm and the Biomek deck shakers.
    (
        "techtransfer1-10",
        "Grüezi, hier Reto aus Basel. Bei uns: 3.500 U/min, 2 Min. auf dem Eppendorf ThermoMixer C, "
        "Raumtemperatur. Bitte unbedingt 3.500 U/min beibehalten, sonst löst sich das Pellet nicht. "
        "Bei euch bitte auf dem BioShake.",
        "halted",
    ),
    # "1.200 U/min" = 1200 rpm (thousands dot); a shaker speed in rpm is native, not an ask.
    (
        "techtransfer1-11",
        "Bonjour, ici Sébastien (Genève). Notre étape d'agitation : 1.200 U/min (tours/min) "
        "pendant 15 min à 37 °C sur le Thermomixer. Chez vous sur le BioShake, mêmes valeurs s.v.p.",
        "shake speed_rpm=1200 duration_s=900 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "techtransfer1-12",
        "Dear colleagues, Wei from Shanghai. Our NGS library clean-up runs on the KingFisher with "
        "program 'NGS_Cleanup_v2'; please run the same program on your KingFisher Flex. After that "
        "we check 24 libraries on the Fragment Analyzer — you have the LabChip GX Touch, so please "
        "use its DNA High Sensitivity assay for the 24 samples.",
        "run_program program=NGS_Cleanup_v2 @kingfisher_flex > run_assay "
        "assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht",
    ),
    # "DO" (densidad óptica) with no wavelength -> ask.
    (
        "techtransfer1-13",
        "Hola, Martín desde Buenos Aires. Después de 20 min de incubación a 37 °C, medimos la DO de "
        "la placa en nuestro lector Multiskan. Por favor usen su SpectraMax. Es el mismo ensayo de "
        "crecimiento bacteriano de siempre.",
        "ask",
    ),
    # "2,5 Sek." = 2.5 s; "KW 14" (calendar week) is context.
    (
        "techtransfer1-14",
        "Zum Schluss (Protokollschritt 9 und 10): Platte versiegeln, 2,5 Sek. bei 170 °C auf eurem "
        "a4S, danach bei 4 °C im Cytomat 2C425 lagern bis wir sie abholen (KW 14). Bei uns steht "
        "dafür ein Liconic, ist aber egal.",
        "seal temperature_c=170 duration_s=2.5 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    # their OT-2 is context; they ask for our Flex. Columns 1-6 of a 96 plate = 48 wells.
    (
        "techtransfer1-15",
        "Hoi, Sanne uit Utrecht. Op onze Opentrons OT-2 pipetteren we 20 µl in kolommen 1 t/m 6; "
        "bij jullie graag op de Flex, zelfde volume, alleen die zes kolommen (de rest is leeg).",
        "transfer volume_ul=20 wells=48 @opentrons_flex",
    ),
    (
        "techtransfer1-16",
        "Hi from Stockholm. The assay plate will arrive at your site sealed. First take the seal "
        "off with your XPeel, then read fluorescence on the SpectraMax, excitation 485 nm, "
        "emission 535 nm (on our Spark we use the same filters). /Erik",
        "peel @azenta_xpeel > read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    # "1,5 Std." = 1.5 h = 5400 s; passage P12 and "20.000/Well" cells are context.
    (
        "techtransfer1-17",
        "Inkubation: 1,5 Std. bei 37 °C und 5 % CO2 – bei uns im Heraeus-Brutschrank, bei euch "
        "bitte im Cytomat 2C450. Die Passage (P12) und Zellzahl 20.000/Well sind nur zur Info.",
        "incubate temperature_c=37 duration_s=5400 co2_percent=5 @cytomat_2c450",
    ),
    # 56 °C with 5 % CO2: only the Cytomat 2C450 does CO2 and it tops out at 50 °C.
    (
        "techtransfer1-18",
        "Hallo, Jana aus Leipzig. Wir inaktivieren das Serum in der Platte 30 Min. bei 56 °C, "
        "5 % CO2 im Brutschrank. Bitte genauso bei euch im Cytomat 2C450, nicht auf einem "
        "Heizblock – die Platte soll danach direkt drin bleiben.",
        "halted",
    ),
    # "1.500 x g" (Portuguese thousands dot) is corrected to 1.000 x g and 5 -> 8 min.
    (
        "techtransfer1-19",
        "Oi, aqui é a Beatriz (Campinas). Centrifugar a placa a 1.500 x g por 5 min – ah, esperem, "
        "vocês usam a VSpin que só vai até 1.000 x g, então usem 1.000 x g por 8 min, temperatura "
        "ambiente.",
        "spin rcf_g=1000 duration_s=480 @agilent_vspin",
    ),
    # annealing temperature not given ("as usual").
    (
        "techtransfer1-20",
        "Hi, Tomasz from Kraków. Please run our genotyping PCR on your ODTC: 35 cycles, our "
        "standard program, annealing 'as usual' for these primers (I will look it up later), "
        "denaturation 95 °C 30 s, extension 72 °C 45 s.",
        "ask",
    ),
    # A214 (peptide bond): below the SpectraMax's 230 nm absorbance minimum.
    (
        "techtransfer1-21",
        "Guten Tag, den Peptid-Gehalt bestimmen wir über die Absorption bei 214 nm "
        "(Peptidbindung) im Tecan Infinite. Bitte bei euch im SpectraMax, gleiche Wellenlänge, "
        "UV-transparente Platte liegt bei.",
        "halted",
    ),
    # columns 2-11 of a 96 plate = 10 columns x 8 = 80 wells.
    (
        "techtransfer1-22",
        "Hi all, Priya from Bangalore. On our Freedom EVO we add 150 uL medium to every well, then "
        "10 uL compund to columns 2–11 only (1 and 12 are controls). Please use your Fluent for "
        "both steps.",
        "transfer volume_ul=150 @tecan_fluent > transfer volume_ul=10 wells=80 @tecan_fluent",
    ),
    (
        "techtransfer1-23",
        "Auf unserem Biomek FXP mischen wir die Beads 10x mit 100 µl auf und ab. Bei euch bitte "
        "der Biomek i7 Hybrid, Werte gleich lassen.",
        "mix volume_ul=100 cycles=10 @biomek_i7_hybrid",
    ),
    # "2.000" = zweitausend (German thousands dot).
    (
        "techtransfer1-24",
        "Kurz zur Zentrifugation: bei uns 2.000 x g für 2 Min. in der Multifuge, PCR-Platte mit "
        "Deckel. Bei euch gerne die HiG4, selbe Einstellungen (2.000 = zweitausend).",
        "spin rcf_g=2000 duration_s=120 @bionex_hig4",
    ),
    # "13.000 x g" = 13000 x g; "1,5 ml" tubes.
    (
        "techtransfer1-25",
        "Bonjour, Claire (Montpellier). Les tubes 1,5 ml : 13.000 x g, 10 min, 4 °C dans notre "
        "5430 R ; chez vous la 5424 R convient, mêmes paramètres.",
        "spin rcf_g=13000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    # "take the plate out of the hotel" = retrieve; the PF400 move is stated as its own step.
    (
        "techtransfer1-26",
        "Last part of the workflow, from our Heidelberg group: take the plate out of your "
        "Cytomat 24 hotel, your PF400 moves it to the reader, and read luminescence with 1 s "
        "integration per well on the SpectraMax (our Orion II used 1 s as well).",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > read_luminescence integration_s=1 "
        "@spectramax_i3x",
    ),
    # supernatant transfer with no volume.
    (
        "techtransfer1-27",
        "Hallo! Nach der Zentrifugation (bei euch VSpin, 1.000 x g, 5 Min.) bitte den Überstand "
        "abnehmen und in eine neue Platte überführen, danach bei 4 °C lagern. Auf dem Janus machen "
        "wir das mit dem Standard-Skript.",
        "ask",
    ),
    # "7,5 ml" = 7500 uL per well: above every liquid handler's 5000 uL transfer maximum.
    (
        "techtransfer1-28",
        "Dear colleagues, Ana from Lisbon. For the 24 deep-well culture block we dispense 7,5 ml "
        "medium per well with our Multidrop Combi. Please do the same on your STAR, 7,5 ml per "
        "well, the wells hold 10 ml.",
        "halted",
    ),
    # devices left open ("Geräte egal"); "0,5 Sek." = 0.5 s.
    (
        "techtransfer1-29",
        "CellTiter-Glo bei uns: 100 µl Reagenz zugeben, danach 2 Min. bei 500 U/min schütteln, "
        "danach Lumineszenz messen (Integration 0,5 Sek.). Geräte egal, nehmt was ihr frei habt.",
        "transfer volume_ul=100 > shake speed_rpm=500 duration_s=120 > read_luminescence "
        "integration_s=0.5",
    ),
    (
        "techtransfer1-30",
        "Hola, Pablo (Sevilla). En nuestra Hamilton Vantage: añadir 50 µl de perlas, mezclar 10 "
        "veces con 40 µl, luego separación magnética 5 min. Por favor en su Biomek i5, todo igual.",
        "transfer volume_ul=50 @biomek_i5 > mix volume_ul=40 cycles=10 @biomek_i5 > "
        "magnetic_separation duration_s=300 @biomek_i5",
    ),
    # "Stufe 7" is a dial setting, not a speed.
    (
        "techtransfer1-31",
        "Hi! Dominik aus Graz. Nach der Zugabe schütteln wir auf dem Heidolph Titramax auf Stufe 7 "
        "für 10 Min. Bei euch bitte auf dem BioShake, gleiche Stufe.",
        "ask",
    ),
    # keep 37 °C, change 1 h -> 45 min.
    (
        "techtransfer1-32",
        "Pour l'incubation : chez nous 1 h à 37 °C sur le bloc chauffant de l'EVO. Gardez 37 °C, "
        "mais réduisez à 45 min — votre ODTC monte plus vite en température. Merci, Hugo (Toulouse)",
        "incubate temperature_c=37 duration_s=2700 @inheco_odtc",
    ),
    # 2 min = 120 s integration, above the 60 s maximum; they insist on keeping it.
    (
        "techtransfer1-33",
        "Our luciferase signal is very weak, so on the GloMax we integrate 2 min per well. Please "
        "keep 2 min integration on your SpectraMax, otherwise we lose the low samples. — Yuki, Kyoto",
        "halted",
    ),
    # 50 mL tubes in the 5810 R 50 mL buckets (3220 x g max); "3.000" = tremila.
    (
        "techtransfer1-34",
        "Ciao, Marco (Bologna). Provette Falcon da 50 ml: 3.000 x g (tremila), 10 min, 4 °C nella "
        "nostra Heraeus; da voi la 5810 R con i cestelli da 50 ml va bene.",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    # sonication: no sonicator in the lab.
    (
        "techtransfer1-35",
        "Hola, Camila desde Santiago. Después de la lisis hay que sonicar la placa 3 x 10 s en el "
        "baño de ultrasonido, luego centrifugar 1.000 x g 2 min. ¿Lo pueden hacer en su sistema?",
        "ask",
    ),
    # two temperatures left unsettled.
    (
        "techtransfer1-36",
        "Hallo, Inkubation der Platte 2 Std. bei 37 oder 30 °C – ehrlich gesagt sind wir uns selbst "
        "nicht sicher, was besser funktioniert. Bei euch im Cytomat 2C450 mit 5 % CO2. Was meint ihr?",
        "ask",
    ),
    # 25 nl acoustic stamping on an Echo: no acoustic dispenser here.
    (
        "techtransfer1-37",
        "Hi, Liam here (Dublin). Our compound plates are stamped with 25 nl per well on the Echo "
        "550 — please do the same on your side before adding the cells (40 µl per well).",
        "ask",
    ),
    # drops are not a volume.
    (
        "techtransfer1-38",
        "Oi! Depois da lavagem, adicionar 2 gotas de substrato TMB em cada poço e ler a 650 nm. Na "
        "nossa bancada é com pipeta Pasteur, vocês fazem no robô.",
        "ask",
    ),
    # they ask for a Bravo, which this lab does not have, and name no substitute.
    (
        "techtransfer1-39",
        "Hallo, Felix (Göttingen). Bitte die Normalisierung auf eurem Agilent Bravo laufen lassen – "
        "10 µl pro Well, das Skript schicke ich mit. Danach 1.000 x g 1 Min.",
        "ask",
    ),
    # 25.000 x g = 25000 x g: above the 5424 R (21130) and every other tube rotor.
    (
        "techtransfer1-40",
        "Bonjour, Pauline (Strasbourg). Les tubes Eppendorf 1,5 ml : 25.000 x g, 15 min, 4 °C — "
        "chez nous sur une ultracentrifugeuse de table. Gardez bien 25.000 x g svp, sur votre "
        "5424 R ou autre.",
        "halted",
    ),
    # 6.000 x g = 6000 x g on plates: HiG4 max 5000, 5810 R plate buckets 2900, VSpin 1000.
    (
        "techtransfer1-41",
        "Hi, Jonas from Aarhus. We pellet the cells in 96-well PCR plates at 6.000 x g for 5 min "
        "(six thousand, Danish notation) on our Sorvall. Please keep 6.000 x g – your HiG4 or "
        "whatever plate centrifuge you have.",
        "halted",
    ),
    # 210 °C above the a4S 200 °C maximum.
    (
        "techtransfer1-42",
        "Siegeln: bei uns auf dem PlateLoc 3 Sek. bei 210 °C mit der Peelable-Folie. Bitte bei "
        "euch am a4S genauso, also 210 °C.",
        "halted",
    ),
    # -80 °C storage: no store goes below 4 °C.
    (
        "techtransfer1-43",
        "Am Ende bitte die Platten bei −80 °C lagern, in eurem automatischen Lager (wir haben ein "
        "Brooks SampleStore). Probenzahl 96, Lot 23-0457.",
        "halted",
    ),
    # 25 % CO2 above the Cytomat 2C450's 20 % maximum.
    (
        "techtransfer1-44",
        "Good morning from Dr. Tanaka's lab (Tokyo). For the hypercapnia model we incubate the "
        "cells 24 h at 37 ºC with 25 % CO2 in our Panasonic incubator. Please use your Cytomat "
        "2C450 with the same 25 % CO2.",
        "halted",
    ),
    # reader not named, so no device on the read.
    (
        "techtransfer1-45",
        "Methodentransfer Bradford-Assay (AG Schmidt, Freiburg): 1) 5 µl Probe in die Platte (bei "
        "uns Janus, bei euch STAR), 2) danach 250 µl Bradford-Reagenz (ebenfalls STAR), 3) 5 Min. "
        "bei 300 U/min auf dem BioShake schütteln, Raumtemperatur, 4) danach Absorption bei 595 nm. "
        "Die Standardreihe ist schon auf der Platte.",
        "transfer volume_ul=5 @hamilton_star > transfer volume_ul=250 @hamilton_star > shake "
        "speed_rpm=300 duration_s=300 @qinstruments_bioshake_3000t_elm > read_absorbance "
        "wavelength_nm=595",
    ),
    # steps mentioned last-first; run order is add > incubate > read.
    (
        "techtransfer1-46",
        "Please read the plate at 570 nm on your SpectraMax after the incubation. The incubation is "
        "4 hr at 37 deg C with 5 % CO2 in your Cytomat 2C450 — but before that add 10 µL of MTT to "
        "each well with your Flex. (On our side: Biomek NX and a Thermo incubator.)",
        "transfer volume_ul=10 @opentrons_flex > incubate temperature_c=37 duration_s=14400 "
        "co2_percent=5 @cytomat_2c450 > read_absorbance wavelength_nm=570 @spectramax_i3x",
    ),
    (
        "techtransfer1-47",
        "Buenos días, Diego (Valencia). PCR de índices: 1) en su OT-2 añadir 5 µl de primers de "
        "índice, 2) sellar a 165 °C, 3 s en el a4S, 3) PCR en el ODTC: 98 °C 45 s, luego 8 ciclos "
        "de 98 °C 15 s, 60 °C 30 s, 72 °C 30 s, extensión final 72 °C 1 min, mantener a 4 °C.",
        "transfer volume_ul=5 @opentrons_ot2 > seal temperature_c=165 duration_s=3 @azenta_a4s > "
        "run_pcr cycles=8 initial_denaturation_c=98 initial_denaturation_s=45 denaturation_c=98 "
        "denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=60 hold_c=4 @inheco_odtc",
    ),
    # columns 1-12 of a 384 plate = 16 rows x 12 = 192 wells; two-step qPCR (60 °C = annealing).
    (
        "techtransfer1-48",
        "Hello, Li Na (Beijing). Please use your Fluent to put 8 µL of qPCR master mix into columns "
        "1–12 of the 384-well plate (left half only), seal it with your a4S at 170 °C for 2 s, then "
        "run on the CFX384: 95 °C 2 min, 45 cycles of 95 °C 5 s and 60 °C 30 s. On our side it's a "
        "QuantStudio 7.",
        "transfer volume_ul=8 wells=192 @tecan_fluent > seal temperature_c=170 duration_s=2 "
        "@azenta_a4s > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    # 48 h = 172800 s.
    (
        "techtransfer1-49",
        "Olá, Fernanda (Porto Alegre). Depois da transfecção: incubar 48 h a 37 °C com 5 % CO2 no "
        "Cytomat 2C450, depois adicionar 50 μl de Nano-Glo com o Flex e ler a luminescência "
        "(integração de 1 s). Nosso leitor é um Synergy; usem o SpectraMax.",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 > transfer "
        "volume_ul=50 @opentrons_flex > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    # "2.500 × g" is their value; they change it to 2.000 × g for us and keep 20 min / 4 °C.
    (
        "techtransfer1-50",
        "Salut, c'est Thomas (Grenoble). Sur notre Rotanta on centrifuge à 2.500 × g pendant 20 min "
        "à 4 °C. Avec votre 5810 R et les nacelles plaques, passez à 2.000 × g mais gardez 20 min "
        "et 4 °C. Ensuite, retirez le film avec le XPeel et lisez l'absorbance à 340 nm.",
        "spin rcf_g=2000 duration_s=1200 temperature_c=4 @eppendorf_5810r > peel @azenta_xpeel > "
        "read_absorbance wavelength_nm=340",
    ),
    (
        "techtransfer1-51",
        "Dear team, this is Ji-ho (Daejeon). Our antibody purity check is on an old Caliper. Please "
        "run 96 samples with the Protein Express assay on your LabChip GX Touch. Before it, please "
        "peel the seal in XPeel because we seal the plate for shipping.",
        "peel @azenta_xpeel > run_assay assay=protein_express sample_count=96 @labchip_gx_touch_ht",
    ),
    # "1.000 rpm" = 1000 rpm on the i7 deck shaker (max 1200); rpm is native for a shaker.
    (
        "techtransfer1-52",
        "Ciao, Francesca (Torino). Sul nostro Biomek i7 facciamo: 20 µl di enzima, poi agitazione "
        "1 min a 1.000 rpm sullo shaker del deck, poi incubazione 30 min a 37 °C sul blocco "
        "riscaldante del deck. Avete anche voi un i7, quindi tutto uguale.",
        "transfer volume_ul=20 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=60 "
        "@biomek_i7_hybrid > incubate temperature_c=37 duration_s=1800 @biomek_i7_hybrid",
    ),
    # "1.000 x g" = tausend; program name kept verbatim.
    (
        "techtransfer1-53",
        "Hallo Team, Protokoll aus Kiel (DNA aus Stuhl): 1) 400 µl Lysat in den 96er Deep-Well-Block "
        "(bei uns epMotion 5075, bei euch bitte STAR), 2) danach 10 Min. bei 1.000 x g auf der VSpin "
        "(tausend g!), 3) danach das Programm 'DNA_Stool_96' auf eurem KingFisher Flex, 4) danach "
        "die Eluat-Platte bei 4 °C im Cytomat 2C425.",
        "transfer volume_ul=400 @hamilton_star > spin rcf_g=1000 duration_s=600 @agilent_vspin > "
        "run_program program=DNA_Stool_96 @kingfisher_flex > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "techtransfer1-54",
        "Hi from Singapore, Wei Ling here. On our side: 15 mins shakng at 800 rpm and 37 degC on "
        "the Thermomixer, then resorufin read Ex 560 / Em 590 on our Tecan Spark. For you: BioShake "
        "and SpectraMax please, same numbers.",
        "shake speed_rpm=800 duration_s=900 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    # A1-H6 = columns 1-6 = 48 wells; "1,5 s" = 1.5 s.
    (
        "techtransfer1-55",
        "Dobrý den, Petra from Brno. The plate comes frozen and sealed. Please: peel it (XPeel), add "
        "15 µl stop solution to A1–H6 only with the OT-2, then seal again on the a4S at 160 °C, "
        "1,5 s.",
        "peel @azenta_xpeel > transfer volume_ul=15 wells=48 @opentrons_ot2 > seal "
        "temperature_c=160 duration_s=1.5 @azenta_a4s",
    ),
    # parking in the ambient hotel = store with no temperature.
    (
        "techtransfer1-56",
        "Danach die Fluoreszenz messen, Ex 544 / Em 590 (bei uns FLUOstar, bei euch SpectraMax), und "
        "die Platte anschließend im Cytomat 24 Hotel parken, bis wir sie abholen.",
        "read_fluorescence excitation_nm=544 emission_nm=590 @spectramax_i3x > store @cytomat_24",
    ),
    # digestion and heat-kill as two ODTC incubations; "DNA 5K" assay = dna_5k.
    (
        "techtransfer1-57",
        "Che, Sofía de Rosario. Para la digestión con enzima de restricción: 37 °C 1 h y después "
        "inactivar 20 min a 65 °C. Nosotros usamos un termociclador Veriti; ustedes usen el ODTC. "
        "Luego corran las 12 muestras en el LabChip con el ensayo DNA 5K.",
        "incubate temperature_c=37 duration_s=3600 @inheco_odtc > incubate temperature_c=65 "
        "duration_s=1200 @inheco_odtc > run_assay assay=dna_5k sample_count=12 @labchip_gx_touch_ht",
    ),
    # "1.500 x g" = fifteen hundred (they spell it out).
    (
        "techtransfer1-58",
        "Hej! Anders from Uppsala. After sealing on your a4S (175 °C, 1 s), the PF400 should carry "
        "the plate to the HiG4: spin 3 min at 1.500 x g (one thousand five hundred).",
        "seal temperature_c=175 duration_s=1 @azenta_a4s > move_plate @precise_pf400 > spin "
        "rcf_g=1500 duration_s=180 @bionex_hig4",
    ),
    (
        "techtransfer1-59",
        "Hola, Ignacio (Valparaíso). Con nuestro Janus hacemos diluciones: transferir 100 µl a la "
        "placa siguiente y mezclar 5 veces con 80 µl. En su Biomek i5, por favor, con los mismos "
        "volúmenes.",
        "transfer volume_ul=100 @biomek_i5 > mix volume_ul=80 cycles=5 @biomek_i5",
    ),
    (
        "techtransfer1-60",
        "Morning, Siobhan from Cork. Our Hamilton Vantage adds twenty-five microlitres of detection "
        "antibody per well — please use your Fluent instead, same volume.",
        "transfer volume_ul=25 @tecan_fluent",
    ),
    # 2 Std. = 7200 s shaking at RT; reader not named.
    (
        "techtransfer1-61",
        "Sandwich-ELISA (AG Weber, Mainz), Reihenfolge bei uns: 100 µl Probe, danach 2 Std. bei "
        "Raumtemperatur auf dem Schüttler mit 400 U/min, danach 100 µl TMB, danach bei 450 nm "
        "messen. Bei euch: Pipettieren mit dem Biomek i7, Schütteln auf dem BioShake.",
        "transfer volume_ul=100 @biomek_i7_hybrid > shake speed_rpm=400 duration_s=7200 "
        "@qinstruments_bioshake_3000t_elm > transfer volume_ul=100 @biomek_i7_hybrid > "
        "read_absorbance wavelength_nm=450",
    ),
    # "à 4 °C" describes where the plates are, not a setting of the retrieve; "tr/min" = rpm.
    (
        "techtransfer1-62",
        "Bonjour, Élodie (Liège). Les plaques de réactifs sont chez vous dans le Cytomat 2C425 à "
        "4 °C. Sortez-en une, puis laissez-la s'équilibrer 30 min à 30 °C sur le BioShake à "
        "300 tr/min, puis distribuez 40 µl par puits avec le STAR.",
        "retrieve @cytomat_2c425 > shake speed_rpm=300 duration_s=1800 temperature_c=30 "
        "@qinstruments_bioshake_3000t_elm > transfer volume_ul=40 @hamilton_star",
    ),
    # keep everything, change 40 -> 35 cycles.
    (
        "techtransfer1-63",
        "Olá, Gustavo (Recife). No nosso QuantStudio: 95 °C 10 min, depois 40 ciclos de 95 °C 15 s "
        "e 60 °C 1 min. No CFX384 de vocês mantenham tudo, só mudem para 35 ciclos. Selem antes "
        "com o a4S, 165 °C por 2 s.",
        "seal temperature_c=165 duration_s=2 @azenta_a4s > run_qpcr cycles=35 "
        "initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 "
        "annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    # here "1,000 x g" is an English thousands comma = 1000 x g.
    (
        "techtransfer1-64",
        "Hello sir/madam, Rahul from Hyderabad. Kindly do: spin the 1.5 ml tubes 1 min at "
        "1,000 xg in your 5424 R just to bring down the liquid, then transfer 50 ul from each tube "
        "to the PCR plate using your STAR, then seal with a4S 170 C for 3 sec.",
        "spin rcf_g=1000 duration_s=60 @eppendorf_5424r > transfer volume_ul=50 @hamilton_star > "
        "seal temperature_c=170 duration_s=3 @azenta_a4s",
    ),
    # "RNA assay (not Pico)" = rna; 48 samples is the sample count.
    (
        "techtransfer1-65",
        "Cześć, Agnieszka (Warszawa). RNA isolation: program 'RNA_Tissue_96' on your KingFisher "
        "Flex (our KingFisher Duo uses the same script), then 15 µl of each eluate into a PCR plate "
        "with the Biomek i5, and the RNA assay (standard, not Pico) on the LabChip for 48 samples.",
        "run_program program=RNA_Tissue_96 @kingfisher_flex > transfer volume_ul=15 @biomek_i5 > "
        "run_assay assay=rna sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "techtransfer1-66",
        "Hoi, Pieter (Leiden). Kort centrifugeren: 30 sec op 300 rcf, daarna 1 uur incuberen bij "
        "37 °C in de Cytomat 2C450 van jullie (wij gebruiken een Binder).",
        "spin rcf_g=300 duration_s=30 > incubate temperature_c=37 duration_s=3600 @cytomat_2c450",
    ),
    # rows A-D of a 96 plate = 48 wells, for both steps.
    (
        "techtransfer1-67",
        "Hi, Olga from Tartu. You have a Flex like us, so: add 35 µl water to rows A–D only, then "
        "mix 8 times with 30 µl in those same wells (rows E–H stay empty).",
        "transfer volume_ul=35 wells=48 @opentrons_flex > mix volume_ul=30 cycles=8 wells=48 "
        "@opentrons_flex",
    ),
    # cDNA synthesis given as three plain holds on the ODTC, read as incubations (no cycling).
    (
        "techtransfer1-68",
        "cDNA-Synthese (bei uns im Biometra TAdvanced, bei euch im ODTC): 10 Min. 25 °C, danach "
        "30 Min. 50 °C, danach 5 Min. 85 °C. Die 4 °C Endtemperatur lassen wir bei euch weg.",
        "incubate temperature_c=25 duration_s=600 @inheco_odtc > incubate temperature_c=50 "
        "duration_s=1800 @inheco_odtc > incubate temperature_c=85 duration_s=300 @inheco_odtc",
    ),
    # "al lector" is generic, so no device on the read.
    (
        "techtransfer1-69",
        "Qué tal, Alejandro (CDMX). Saquen la placa del Cytomat 2C450, el brazo PF400 la lleva al "
        "lector, y midan absorbancia a 600 nm. Nosotros usamos un Spinnaker y un Synergy HTX.",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_absorbance wavelength_nm=600",
    ),
    # keep all values except magnet time 5 -> 3 min.
    (
        "techtransfer1-70",
        "Grüß Gott aus Innsbruck. PCR-Aufreinigung wie bei uns auf dem Biomek i5: 1) 45 µl Beads "
        "zugeben, 2) 10x mit 50 µl mischen, 3) 5 Min. Magnet, 4) danach 30 µl Eluat in eine neue "
        "Platte. Bitte bei euch auch auf dem i5, alle Werte beibehalten – nur die Magnetzeit bitte "
        "auf 3 Min. kürzen.",
        "transfer volume_ul=45 @biomek_i5 > mix volume_ul=50 cycles=10 @biomek_i5 > "
        "magnetic_separation duration_s=180 @biomek_i5 > transfer volume_ul=30 @biomek_i5",
    ),
]
