"""Hold-out batch: code-switching requests from a multilingual lab.

Style
-----
Requests written by lab members who switch language mid-sentence: English mixed with
German, Spanish, French, Italian, Portuguese or Dutch words for verbs, units and
connectives ("bitte zentrifugieren at 500 x g für 2 Minuten", "luego read absorbance a
450 nm", "puis sceller à 170 °C pendant 2 s", "dopo incubate 37 gradi 1 ora"). Numbers
use decimal commas ("2,5 µL", "1,5 Stunden") and, in German/Spanish/Italian/Portuguese/
Dutch, a dot as thousands separator ("16.000 x g"); French writes thousands with a space
("1 000 g"). Units appear as local words (Minuten, minutos, minuti, minuten, secondes,
Sekunden, segundos, Stunden, horas, heures, ore, uur, Grad, grados, degrés, gradi,
graus, graden). Instruments are named in everyday form (the STAR, the i7, the Fluent,
OT-2, Flex, VSpin, HiG4, the 5810, the 5424 R, BioShake, Cytomat, a4S, XPeel,
SpectraMax, ODTC, CFX384, KingFisher, LabChip, PF400).

Reading rules a careful lab engineer applies
--------------------------------------------
* Decimal comma: "2,5" is 2.5, "1,5 Stunden" is 5400 s. A dot followed by exactly three
  digits in a centrifugal force or speed written by a German/Spanish/Italian/Portuguese/
  Dutch speaker is a thousands separator ("16.000 x g" = 16000 x g, "3.000 x g" = 3000);
  a space does the same in French ("1 000 g").
* Local unit words convert as usual: Minuten/minutos/minuti/minuten/minutes -> min;
  Sekunden/Sek./segundos/secondi/secondes/seconden -> s; Stunden/horas/heures/ore/uur
  -> h; Grad/grados/degrés/gradi/graus/graden -> °C; U/min and tpm are rpm.
* Order words in the other language set the run order: danach, dann, anschließend,
  erst, bevor, vorher (de); primero, luego, después, antes de (es); puis, ensuite,
  après, avant de (fr); poi, dopo, prima di (it); depois, antes disso (pt); eerst,
  dan, daarna, voordat (nl). "Before X, do Y" runs Y first even when written second.
* A correction in the other language ("nein warte — 900 rpm", "anzi") replaces the
  earlier value; the time or temperature it says stays ("Zeit bleibt") is kept.
* Room temperature (Raumtemperatur, temperatura ambiente, température ambiante) is a
  wait with no device and no temperature value. "geen verwarming" / "no heating" means
  no temperature on the shake.
* Dates, lot numbers, sample IDs, box numbers and protocol names are context, not step
  values. "Cada poço", "alle Wells", "in every well" is the whole plate (no wells=);
  columns 1-6 of a 96-well plate is wells=48, one column is wells=8.
* Halt when a value the run uses is beyond every suitable instrument (plates above
  5000 x g, tubes above 21 130 x g, seal above 200 °C, absorbance below 230 nm, shaker
  above 3000 rpm, a volume above the well, a block above 99 °C, luminescence
  integration above 60 s). Ask when the speed is only in rpm/U/min with no rotor,
  when a value that matters is missing ("la velocidad de sempre"), when two people give
  two values with no decision, when the instrument is not in the lab, or when the
  operation is one no instrument does (sonicar, vortexer).
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ one step
    ("cs01",
     "Kannst du bitte die Platte zentrifugieren at 1000 x g für 2 Minuten on the VSpin? Danke!",
     "spin rcf_g=1000 duration_s=120 @agilent_vspin"),
    ("cs02",
     "hola! necesito read absorbance a 450 nm en el SpectraMax, placa ELISA del 12/03, lote 4471",
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("cs03",
     "Tu peux sceller la plaque PCR à 170 °C pendant 2 secondes sur l'a4S? c'est pour le run de demain",
     "seal temperature_c=170 duration_s=2 @azenta_a4s"),
    ("cs04",
     "dopo il pranzo, incubate la piastra 37 gradi 1 ora nel Cytomat, grazie",
     "incubate temperature_c=37 duration_s=3600 @cytomat_2c450"),
    ("cs05",
     "Pipetar 2,5 µL de primer mix em cada poço with the i7, placa de 384",
     "transfer volume_ul=2.5 @biomek_i7_hybrid"),
    ("cs06",
     "Even de plaat schudden op de BioShake: 1200 rpm, 5 minuten, bij 30 graden",
     "shake speed_rpm=1200 duration_s=300 temperature_c=30 @qinstruments_bioshake_3000t_elm"),
    ("cs07",
     "Die 1,5-ml-Tubes bitte in der 5424 R bei 16.000 x g, 10 Minuten, 4 °C abzentrifugieren. "
     "(Proben-IDs S-0231 bis S-0254)",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    ("cs08",
     "Transferir 150 ul del sobrenadante a placa nueva con el STAR, por favor — es el exp. #58 del martes",
     "transfer volume_ul=150 @hamilton_star"),
    ("cs09",
     "Lecture de fluorescence s'il te plaît: excitation 485 nm, émission 528 nm, on the SpectraMax",
     "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x"),
    ("cs10",
     "mi serve la luminescenza, integration time 0,5 secondi, sul SpectraMax",
     "read_luminescence integration_s=0.5 @spectramax_i3x"),
    ("cs11",
     "spin rápido da placa no HiG4: 3.000 x g por 90 segundos",
     "spin rcf_g=3000 duration_s=90 @bionex_hig4"),
    ("cs12",
     "Haal de seal eraf met de XPeel, dan is hij klaar voor morgen",
     "peel @azenta_xpeel"),
    ("cs13",
     "PCR auf dem ODTC bitte: initial 98 Grad 30 Sekunden, dann 30 Zyklen 98 °C 10 s / 62 °C 20 s / "
     "72 °C 30 s, final extension 72 °C 2 Minuten, danach hold bei 4 °C",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),
    ("cs14",
     "qPCR en el CFX384: 95 grados 3 minutos, luego 40 ciclos de 95 °C 10 segundos y 60 °C 30 segundos",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("cs15",
     "Mettre la plaque dans le Cytomat, 30 °C pendant 16 heures (c'est la culture du 3 mai)",
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),
    ("cs16",
     "mescolare 50 µl su e giù con il Fluent, per favore",
     "mix volume_ul=50 @tecan_fluent"),
    ("cs17",
     "Transferir 1,2 mL de meio para cada poço da deep-well com o Biomek i5",
     "transfer volume_ul=1200 @biomek_i5"),
    ("cs18",
     "Met de OT-2: 20 µl buffer toevoegen aan kolommen 1 t/m 6 van de 96-wells plaat",
     "transfer volume_ul=20 wells=48 @opentrons_ot2"),
    ("cs19",
     "Platte mit dem PF400 vom Hotel zum Reader bringen, sonst nichts — gelesen wird später von Hand",
     "move_plate @precise_pf400"),
    ("cs20",
     "Correr el programa de extracción en el KingFisher (programa MagMAX_v3, kit lote 22-118)",
     "run_program @kingfisher_flex"),
    ("cs21",
     "Analyser 48 échantillons sur le LabChip, assay DNA 1K, merci",
     "run_assay sample_count=48 @labchip_gx_touch_ht"),
    ("cs22",
     "la piastra va in frigo a 4 gradi fino a lunedì, niente altro",
     "store temperature_c=4"),
    ("cs23",
     "Esperar 10 minutos em temperatura ambiente, sem fazer nada",
     "incubate duration_s=600"),
    ("cs24",
     "De 50 ml buizen centrifugeren in de 5810: 4000 x g, 15 min, 4 graden",
     "spin rcf_g=4000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("cs25",
     "Bitte 200 µl PBS in alle Wells dispensieren, mit der Flex",
     "transfer volume_ul=200 @opentrons_flex"),
    ("cs26",
     "Centrifuger la plaque 96 puits à 500 g pendant 1 min 30 s",
     "spin rcf_g=500 duration_s=90"),
    ("cs27",
     "Sigillare la piastra con l'a4S a 165 °C per 1,5 secondi",
     "seal temperature_c=165 duration_s=1.5 @azenta_a4s"),
    ("cs28",
     "Agitar a placa 800 rpm por 2 minutos no thermoshaker, a 37 graus",
     "shake speed_rpm=800 duration_s=120 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("cs29",
     "Incubeer de PCR-plaat 20 minuten bij 65 graden op de ODTC",
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),
    ("cs30",
     "Transfer 5 µl Template von der Quellplatte, mit dem STAR. Die Platte ist vom 14.05., Box 7",
     "transfer volume_ul=5 @hamilton_star"),
    ("cs31",
     "Fluorescencia con excitación 530 nm y emisión 590 nm, placa negra de 384, nada más",
     "read_fluorescence excitation_nm=530 emission_nm=590"),
    ("cs32",
     "Laisser reposer la plaque 5 minutes à température ambiante, sur la paillasse",
     "incubate duration_s=300"),
    ("cs33",
     "Solo centrifugare le provette da 2 ml nella 5424 R: 12.000 x g per 5 minuti, 20 °C",
     "spin rcf_g=12000 duration_s=300 temperature_c=20 @eppendorf_5424r"),
    ("cs34",
     "Adicionar 75 µL de reagente nas colunas 1 a 6 da placa de 96 poços com o Fluent",
     "transfer volume_ul=75 wells=48 @tecan_fluent"),
    ("cs35",
     "Luminescentie meten op de SpectraMax, integratietijd 1 seconde per well",
     "read_luminescence integration_s=1 @spectramax_i3x"),
    ("cs36",
     "qPCR im CFX384, 45 Zyklen: 95 °C 15 Sek., 58 °C 20 Sek., 72 °C 20 Sek.; vorher Aktivierung "
     "95 Grad 10 Minuten",
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 "
     "denaturation_s=15 annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 @biorad_cfx384"),
    ("cs37",
     "Incubar en la Cytomat a 37 grados durante 2,5 horas",
     "incubate temperature_c=37 duration_s=9000 @cytomat_2c450"),
    ("cs38",
     "Avec l'OT-2, ajouter 10 µL d'enzyme dans les puits A1 à H1 (une seule colonne) de la plaque 96",
     "transfer volume_ul=10 wells=8 @opentrons_ot2"),
    ("cs39",
     "Spin veloce sulla VSpin, 800 x g, 45 secondi",
     "spin rcf_g=800 duration_s=45 @agilent_vspin"),
    ("cs40",
     "Quero só a leitura de absorbância em 562 nm (BCA), no SpectraMax",
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),
    ("cs41",
     "Shake 1500 rpm gedurende 30 seconden op de BioShake, geen verwarming",
     "shake speed_rpm=1500 duration_s=30 @qinstruments_bioshake_3000t_elm"),
    # ------------------------------------------------------------- two to four steps
    ("cm01",
     "Erst 50 µl Substrat mit dem i7 dazugeben, danach 30 Minuten bei Raumtemperatur warten, "
     "dann bei 405 nm messen.",
     "transfer volume_ul=50 @biomek_i7_hybrid > incubate duration_s=1800 > "
     "read_absorbance wavelength_nm=405"),
    ("cm02",
     "Antes de leer la fluorescencia (ex 490 / em 520), centrifugar la placa a 1000 x g 1 minuto en la VSpin",
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > "
     "read_fluorescence excitation_nm=490 emission_nm=520"),
    ("cm03",
     "Lancer la PCR sur l'ODTC: 95 °C 2 min, puis 35 cycles 95 °C 15 s, 55 °C 30 s, 72 °C 1 min, "
     "et 72 °C 5 min à la fin. Mais avant de la lancer, sceller à 170 °C pendant 2 s.",
     "seal temperature_c=170 duration_s=2 > run_pcr cycles=35 initial_denaturation_c=95 "
     "initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 "
     "extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 @inheco_odtc"),
    ("cm04",
     "prima di incubare a 37 gradi per 1 ora nel Cytomat, aggiungi 20 µl di substrato col STAR",
     "transfer volume_ul=20 @hamilton_star > incubate temperature_c=37 duration_s=3600 @cytomat_2c450"),
    ("cm05",
     "Depois de tirar o selo na XPeel, pipetar 20 µL de cada poço para a placa do LabChip com o Fluent, "
     "e depois rodar as 96 amostras no LabChip",
     "peel @azenta_xpeel > transfer volume_ul=20 @tecan_fluent > "
     "run_assay sample_count=96 @labchip_gx_touch_ht"),
    ("cm06",
     "Centrifugeer op 1000 x g 2 minuten, daarna schudden 1000 rpm 1 minuut op de BioShake, "
     "en als laatste absorbantie op 450 nm",
     "spin rcf_g=1000 duration_s=120 > "
     "shake speed_rpm=1000 duration_s=60 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=450"),
    ("cm07",
     "Bevor du die Platte in den Kühlschrank stellst (4 °C), bitte mit dem a4S versiegeln, "
     "175 Grad, 1,5 Sekunden",
     "seal temperature_c=175 duration_s=1.5 @azenta_a4s > store temperature_c=4"),
    ("cm08",
     "Primero 100 µl de medio con la Flex, después incubar 24 horas a 37 grados en el Cytomat, "
     "y luego leer OD a 600 nm",
     "transfer volume_ul=100 @opentrons_flex > "
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > read_absorbance wavelength_nm=600"),
    ("cm09",
     "Ajouter 25 µL de réactif avec le Biomek i5, mélanger 40 µL, puis centrifuger 500 x g 1 minute",
     "transfer volume_ul=25 @biomek_i5 > mix volume_ul=40 > spin rcf_g=500 duration_s=60"),
    ("cm10",
     "Fai partire il programma sul KingFisher; poi sigillare la piastra di eluizione a 170 gradi "
     "per 3 secondi e metterla in frigo a 4 gradi",
     "run_program @kingfisher_flex > seal temperature_c=170 duration_s=3 > store temperature_c=4"),
    ("cm11",
     "Centrifugar os tubos de 1,5 mL a 21.000 x g por 15 minutos a 4 graus na 5424 R; antes disso, "
     "adicionar 500 µL de etanol com o STAR",
     "transfer volume_ul=500 @hamilton_star > "
     "spin rcf_g=21000 duration_s=900 temperature_c=4 @eppendorf_5424r"),
    ("cm12",
     "Eerst de folie eraf (XPeel), dan 5 µl sample overzetten met de OT-2, daarna opnieuw sealen "
     "op 170 graden 2 seconden met de a4S",
     "peel @azenta_xpeel > transfer volume_ul=5 @opentrons_ot2 > "
     "seal temperature_c=170 duration_s=2 @azenta_a4s"),
    ("cm13",
     "Schütteln 600 rpm 10 Minuten, nein warte — 900 rpm, Zeit bleibt. Danach Lumineszenz, "
     "0,5 s Integration",
     "shake speed_rpm=900 duration_s=600 > read_luminescence integration_s=0.5"),
    ("cm14",
     "Incubar 15 minutos a temperatura ambiente y después centrifugar a 2.000 x g 5 minutos en el HiG4",
     "incubate duration_s=900 > spin rcf_g=2000 duration_s=300 @bionex_hig4"),
    ("cm15",
     "Mettre la plaque au Cytomat à 37 °C pendant 4 heures, ensuite lire la luminescence "
     "(intégration 1 s) sur le SpectraMax. Après la lecture, la plaque va au Cytomat 24.",
     "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
     "read_luminescence integration_s=1 @spectramax_i3x > store @cytomat_24"),
    ("cm16",
     "Mescolare 100 µl con il Fluent e poi trasferire 50 µl nella piastra nuova, sempre col Fluent",
     "mix volume_ul=100 @tecan_fluent > transfer volume_ul=50 @tecan_fluent"),
    ("cm17",
     "Selar a 160 graus por 2 segundos, depois qPCR no CFX384 com 40 ciclos de 95 °C 5 s e 60 °C 30 s, "
     "ativação inicial 95 graus 2 minutos",
     "seal temperature_c=160 duration_s=2 > run_qpcr cycles=40 initial_denaturation_c=95 "
     "initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 "
     "@biorad_cfx384"),
    ("cm18",
     "Voordat je leest op 405 nm, eerst 20 minuten incuberen bij 37 graden in de Cytomat",
     "incubate temperature_c=37 duration_s=1200 @cytomat_2c450 > read_absorbance wavelength_nm=405"),
    ("cm19",
     "Mit dem PF400 die Platte zur VSpin bringen, dort 300 x g für 30 Sekunden",
     "move_plate @precise_pf400 > spin rcf_g=300 duration_s=30 @agilent_vspin"),
    ("cm20",
     "Añadir 30 µl de lisis con el i5, agitar 1000 rpm 5 minutos en el BioShake y después correr "
     "el programa en el KingFisher",
     "transfer volume_ul=30 @biomek_i5 > "
     "shake speed_rpm=1000 duration_s=300 @qinstruments_bioshake_3000t_elm > "
     "run_program @kingfisher_flex"),
    ("cm21",
     "Centrifuger à 1 000 g 1 min, puis retirer le film avec l'XPeel avant de lire à 340 nm",
     "spin rcf_g=1000 duration_s=60 > peel @azenta_xpeel > read_absorbance wavelength_nm=340"),
    ("cm22",
     "Trasferire 2 µl di cDNA con l'i7, poi sigillare (170 °C, 2 s) e centrifugare 1000 x g 1 minuto "
     "prima della qPCR sul CFX384: 40 cicli 95 °C 10 s, 60 °C 1 minuto",
     "transfer volume_ul=2 @biomek_i7_hybrid > seal temperature_c=170 duration_s=2 > "
     "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 denaturation_c=95 denaturation_s=10 "
     "annealing_c=60 annealing_s=60 @biorad_cfx384"),
    # ------------------------------------------------------------------ must halt
    ("ch01",
     "Die PCR-Platte bitte bei 7000 x g 3 Minuten abzentrifugieren, HiG4 oder was auch immer geht",
     "halted"),
    ("ch02",
     "Sceller la plaque sur l'a4S à 215 °C pendant 2 s, le film de ce fournisseur le demande",
     "halted"),
    ("ch03",
     "Luego leer absorbancia a 200 nm en el SpectraMax, para ver el pico del péptido",
     "halted"),
    ("ch04",
     "Schudden op de BioShake met 3500 rpm, 1 minuut, kamertemperatuur",
     "halted"),
    ("ch05",
     "Pipettare 250 µl di tampone in ogni pozzetto della piastra PCR da 96 con lo STAR",
     "halted"),
    ("ch06",
     "Incubar a 105 graus por 10 minutos no ODTC para desnaturar tudo",
     "halted"),
    ("ch07",
     "1,5-ml-Tubes in der 5424 R: 25.000 x g, 5 Minuten, danach gleich auf Eis",
     "halted"),
    ("ch08",
     "Lire la luminescence avec une intégration de 90 secondes par puits sur le SpectraMax",
     "halted"),
    # ------------------------------------------------------------------ must ask
    ("ca01",
     "Zentrifugieren bei 3000 U/min für 5 Minuten, danach 450 nm lesen",
     "ask"),
    ("ca02",
     "Sonicar las muestras 30 segundos antes de pasarlas al KingFisher",
     "ask"),
    ("ca03",
     "Incubare nel Cytomat per un'ora — Marco dice 37 gradi, Giulia dice 42, non abbiamo ancora deciso",
     "ask"),
    ("ca04",
     "Lees de plaat op de CLARIOstar bij 600 nm, die staat in lab 2.14",
     "ask"),
    ("ca05",
     "Vortexer les tubes 10 secondes puis centrifuger à 500 g 1 min",
     "ask"),
    ("ca06",
     "Antes de ler a 450 nm, dar um spin na placa (a velocidade de sempre, você sabe)",
     "ask"),
]
