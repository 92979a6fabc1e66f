"""Hold-out batch "voicetx": raw speech-to-text transcripts of scientists dictating to a phone or a
smart speaker at the bench. Punctuation is missing or odd, numbers come out as words ("fifteen
hundred g", "two point five seconds", "a hundred and seventy degree C", "four fifty" for 450 nm),
units are spelled the way the transcriber heard them ("micro litres", "mic", "mils", "degree C",
"times g", "RPM", "secs"), there are fillers and wake words ("um", "okay so", "right", "hey lab"),
speakers correct themselves in-line ("five minutes no sorry three minutes": the corrected value is
the one meant), and instrument names arrive mangled but recognisable ("king fisher", "spectra
max", "bio shake", "open trons O T two", "tea can fluent", "bio mek i seven", "cyto mat", "ex
peel", "high G four", "fifty four twenty four R"). Speakers vary: Scottish, Irish, Australian,
Indian, German and French speakers of English, American and British lab staff.
Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ single step
    ("vt_s01", "right can you give the PCR plate a quick spin fifteen hundred times g for uh two "
               "minutes no sorry make that one minute",
     "spin rcf_g=1500 duration_s=60"),
    ("vt_s02", "hey lab um absorbance read on the spectra max at two eighty nano meters no two "
               "sixty sorry it's the nucleic acid plate",
     "read_absorbance wavelength_nm=260 @spectramax_i3x"),
    ("vt_s03", "seal the PCR plate on the a four s a hundred and seventy degree C for two point "
               "five seconds",
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),
    ("vt_s04", "aye just stick the wee deep well plate on the bio shake twelve hundred RPM for five "
               "mins ta",
     "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm"),
    ("vt_s05", "okay so start the mag max viral pathogen program on the king fisher flex the deep "
               "well plates are all loaded",
     "run_program @kingfisher_flex"),
    ("vt_s06", "run the lab chip with the DNA five K assay um forty eight samples",
     "run_assay sample_count=48 @labchip_gx_touch_ht"),
    ("vt_s07", "read fluorescence four eighty five excitation five twenty emission only row A and "
               "row B the rest of the plate is empty",
     "read_fluorescence excitation_nm=485 emission_nm=520 wells=24"),
    ("vt_s08", "fifty four twenty four R please the one point five mil tubes sixteen thousand "
               "times g ten minutes four degree C",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    ("vt_s09", "okay grab plate three out of the cyto mat twenty four for me",
     "retrieve @cytomat_24"),
    ("vt_s10", "on the open trons O T two aliquot seventy five mic of media into columns one "
               "through four of the flat bottom plate",
     "transfer volume_ul=75 @opentrons_ot2 wells=32"),
    ("vt_s11", "luminescence read please integration half a second per well",
     "read_luminescence integration_s=0.5"),
    ("vt_s12", "can you de seal plate two um the peeler is free now",
     "peel @azenta_xpeel"),
    ("vt_s13", "hold the PCR plate at sixty five degrees on the O D T C for twenty minutes that's "
               "the whole thing",
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),
    ("vt_s14", "chuck the plates in the cold store at eight degrees for the arvo yeah",
     "store temperature_c=8 @cytomat_2c425"),
    ("vt_s15", "C F X three eighty four run ninety five for two minutes then forty five cycles "
               "ninety five ten seconds sixty thirty seconds",
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("vt_s16", "fifty eight ten R the fifty mil conicals three thousand g fifteen minutes at four "
               "degrees",
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("vt_s17", "mix by pipetting up and down ten times with forty micro litres on the hamilton "
               "star",
     "mix volume_ul=40 cycles=10 @hamilton_star"),
    ("vt_s18", "cyto mat two C four fifty thirty seven degrees an hour and a half",
     "incubate temperature_c=37 duration_s=5400 @cytomat_2c450"),
    ("vt_s19", "P F four hundred move the plate from the hotel over to the reader",
     "move_plate @precise_pf400"),
    ("vt_s20", "leave the culture plate in the incubator at thirty degrees overnight please",
     "incubate temperature_c=30"),

    # ------------------------------------------------------------------ two or three steps
    ("vt_m01", "before the absorbance read at four fifty um shake it seven hundred RPM for thirty "
               "secs",
     "shake speed_rpm=700 duration_s=30 > read_absorbance wavelength_nm=450"),
    ("vt_m02", "after it comes off the high G four two thousand g five minutes seal it one sixty "
               "five three seconds",
     "spin rcf_g=2000 duration_s=300 @bionex_hig4 > seal temperature_c=165 duration_s=3"),
    ("vt_m03", "kindly transfer twenty five micro litre from the tubes into the PCR plate using "
               "bio mek i five and then do the sealing at one seventy degree for two seconds only",
     "transfer volume_ul=25 @biomek_i5 > seal temperature_c=170 duration_s=2"),
    ("vt_m04", "add a hundred and fifty mic of the lysis buffer to every well of the deep well on "
               "the tea can fluent then mix it five times at a hundred mic",
     "transfer volume_ul=150 @tecan_fluent > mix volume_ul=100 cycles=5"),
    ("vt_m05", "okay take it out of the hotel and do luminescence with a one second integration",
     "retrieve @cytomat_24 > read_luminescence integration_s=1"),
    ("vt_m06", "please first the plate incubate at thirty seven degree for one hour in the cyto "
               "mat. then make absorbance measurement at six hundred nanometer",
     "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > read_absorbance "
     "wavelength_nm=600"),
    ("vt_m07", "read fluorescence five thirty excitation five ninety emission having first spun "
               "it at eight hundred g for a minute",
     "spin rcf_g=800 duration_s=60 > read_fluorescence excitation_nm=530 emission_nm=590"),
    ("vt_m08", "add ten micro litres of master mix to the whole three eighty four PCR plate then "
               "spin it one thousand g for one minute and put it on the C F X forty cycles of "
               "ninety five fifteen secs and sixty one minute",
     "transfer volume_ul=10 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 "
     "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),
    ("vt_m09", "grand so peel the plate on the ex peel and then onto the bio shake at fifteen "
               "hundred for two minutes",
     "peel @azenta_xpeel > shake speed_rpm=1500 duration_s=120 "
     "@qinstruments_bioshake_3000t_elm"),
    ("vt_m10", "dispense fifty mic into columns one to three no one to six on the O T two and "
               "then read it at five ninety five",
     "transfer volume_ul=50 @opentrons_ot2 wells=48 > read_absorbance wavelength_nm=595"),
    ("vt_m11", "pull the plate out of the plate fridge and let it sit at room temp for thirty "
               "minutes before anyone touches it",
     "retrieve @cytomat_2c425 > incubate duration_s=1800"),
    ("vt_m12", "thermo shaker thirty seven degree C eight hundred RPM ten minutes then spin it "
               "down five hundred g one minute",
     "shake speed_rpm=800 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=500 duration_s=60"),
    ("vt_m13", "move the plate to the V spin with the arm and spin it seven fifty g for three "
               "minutes",
     "move_plate > spin rcf_g=750 duration_s=180 @agilent_vspin"),
    ("vt_m14", "after the king fisher runs the DNA prep program um transfer fifty micro litres of "
               "eluate into a PCR plate on the hamilton",
     "run_program @kingfisher_flex > transfer volume_ul=50 @hamilton_star"),
    ("vt_m15", "pipette two mic of each sample into columns one to four of a ninety six PCR plate "
               "then run the lab chip protein express on those thirty two samples",
     "transfer volume_ul=2 wells=32 > run_assay sample_count=32 @labchip_gx_touch_ht"),
    ("vt_m16", "seal it at one eighty for one point two seconds then stick it in the hotel",
     "seal temperature_c=180 duration_s=1.2 > store @cytomat_24"),
    ("vt_m17", "five four two four R two minutes at eleven thousand g then put the tubes on the "
               "fluent and transfer two hundred mic of supernatant into the deep well plate",
     "spin rcf_g=11000 duration_s=120 @eppendorf_5424r > transfer volume_ul=200 @tecan_fluent"),
    ("vt_m18", "let it sit at room temperature ten minutes before you read the lum point two five "
               "second integration",
     "incubate duration_s=600 > read_luminescence integration_s=0.25"),
    ("vt_m19", "seal the plate first one sixty five for two secs and then O D T C thirty five "
               "cycles ninety eight ten sec fifty eight twenty sec seventy two forty five sec",
     "seal temperature_c=165 duration_s=2 > run_pcr cycles=35 denaturation_c=98 denaturation_s=10 "
     "annealing_c=58 annealing_s=20 extension_c=72 extension_s=45 @inheco_odtc"),

    # ------------------------------------------------------------------ four or more steps
    ("vt_l01", "okay so hey lab Eliza plate first add a hundred micro litres of TMB to every well "
               "on the bio mek i seven shake it five hundred RPM for a minute leave it at room temp "
               "fifteen minutes then add fifty mic of stop solution and read at four fifty",
     "transfer volume_ul=100 @biomek_i7_hybrid > shake speed_rpm=500 duration_s=60 > incubate "
     "duration_s=900 > transfer volume_ul=50 > read_absorbance wavelength_nm=450"),
    ("vt_l02", "retrieve the assay plate from the cyto mat two C four fifty then on the star add "
               "twenty five micro litres of cell titer glow shake on the bio shake eight hundred "
               "RPM two minutes wait ten minutes at room temp and read luminescence one second",
     "retrieve @cytomat_2c450 > transfer volume_ul=25 @hamilton_star > shake speed_rpm=800 "
     "duration_s=120 @qinstruments_bioshake_3000t_elm > incubate duration_s=600 > "
     "read_luminescence integration_s=1"),
    ("vt_l03", "on the open trons flex transfer eighteen mic master mix to all wells of the PCR "
               "plate then two micro liters of template then seal one sixty five degree C three "
               "seconds spin fifteen hundred g one minute and then O D T C initial denat ninety "
               "five three minutes thirty cycles ninety five thirty sec fifty five thirty sec "
               "seventy two one minute final extension seventy two five minutes hold at four",
     "transfer volume_ul=18 @opentrons_flex > transfer volume_ul=2 > seal temperature_c=165 "
     "duration_s=3 > spin rcf_g=1500 duration_s=60 > run_pcr cycles=30 initial_denaturation_c=95 "
     "initial_denaturation_s=180 denaturation_c=95 denaturation_s=30 annealing_c=55 "
     "annealing_s=30 extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 "
     "hold_c=4 @inheco_odtc"),
    ("vt_l04", "add five hundred micro litres of binding buffer to the deep well on the fluent mix "
               "ten times at four hundred then run the viral RNA program on the king fisher and "
               "after that the elution plate goes to the cold store at four",
     "transfer volume_ul=500 @tecan_fluent > mix volume_ul=400 cycles=10 > run_program "
     "@kingfisher_flex > store temperature_c=4 @cytomat_2c425"),
    ("vt_l05", "run the qPCR on the C F X having first sealed it at one seventy for two seconds "
               "and spun it at a thousand g for a minute oh and the plate needs eight micro litres "
               "of master mix and two of sample from the bio mek i five before any of that. "
               "cycling ninety five ten minutes then forty cycles ninety five fifteen seconds "
               "sixty for one minute",
     "transfer volume_ul=8 @biomek_i5 > transfer volume_ul=2 > seal temperature_c=170 "
     "duration_s=2 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 "
     "initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 "
     "annealing_c=60 annealing_s=60 @biorad_cfx384"),
    ("vt_l06", "pull the BSA plate out of the plate fridge add two hundred micro litres of "
               "Bradford to columns one to ten on the O T two mix three times at a hundred leave "
               "it five minutes at room temperature and read absorbance five ninety five on the "
               "spectra max",
     "retrieve @cytomat_2c425 > transfer volume_ul=200 @opentrons_ot2 wells=80 > mix "
     "volume_ul=100 cycles=3 > incubate duration_s=300 > read_absorbance wavelength_nm=595 "
     "@spectramax_i3x"),
    ("vt_l07", "seed plate okay so a hundred and eighty mic of LB to the whole plate on the star "
               "then twenty mic of culture to rows A to D only then shake it on the bio shake at "
               "thirty seven no sorry thirty degrees a thousand RPM for four hours and read OD six "
               "hundred",
     "transfer volume_ul=180 @hamilton_star > transfer volume_ul=20 wells=48 > shake "
     "speed_rpm=1000 duration_s=14400 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600"),
    ("vt_l08", "add ninety micro litres of ampure beads to the PCR plate on the bio mek i seven "
               "mix ten times at seventy five let it sit five minutes room temp then move forty "
               "mic of the cleared eluate to a fresh PCR plate and run the lab chip DNA high "
               "sensitivity on forty eight samples",
     "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=75 cycles=10 > incubate "
     "duration_s=300 > transfer volume_ul=40 > run_assay sample_count=48 @labchip_gx_touch_ht"),
    ("vt_l09", "right so the last thing is reading fluorescence four eighty five five twenty. "
               "before that it needs thirty minutes at thirty seven in the cyto mat. and before "
               "that add ten mic of the dye on the fluent to columns one to twelve of the three "
               "eighty four plate. then after the read back in the hotel",
     "transfer volume_ul=10 @tecan_fluent wells=192 > incubate temperature_c=37 duration_s=1800 "
     "@cytomat_2c450 > read_fluorescence excitation_nm=485 emission_nm=520 > store @cytomat_24"),
    ("vt_l10", "get the plate from the hotel peel it on the ex peel add thirty mic of reagent with "
               "the O T two reseal at one sixty five for two seconds and put it back in the hotel",
     "retrieve @cytomat_24 > peel @azenta_xpeel > transfer volume_ul=30 @opentrons_ot2 > seal "
     "temperature_c=165 duration_s=2 > store @cytomat_24"),
    ("vt_l11", "spin the cell plate three hundred g five minutes on the V spin then a hundred mic "
               "of staining buffer on the star shake two minutes at six hundred RPM then store it "
               "at four in the plate fridge",
     "spin rcf_g=300 duration_s=300 @agilent_vspin > transfer volume_ul=100 @hamilton_star > "
     "shake speed_rpm=600 duration_s=120 > store temperature_c=4 @cytomat_2c425"),
    ("vt_l12", "kindly first take out the plate from cold store then centrifuge one thousand g "
               "two minutes then peel then add forty micro litre substrate to column one only A "
               "to H and read luminescence with two second integration",
     "retrieve @cytomat_2c425 > spin rcf_g=1000 duration_s=120 > peel > transfer volume_ul=40 "
     "wells=8 > read_luminescence integration_s=2"),
    ("vt_l13", "transfer twenty mic of digest mix into the PCR plate with the i five seal it then "
               "O D T C thirty seven for an hour then sixty five twenty minutes to heat kill then "
               "lab chip DNA one K on all twenty four samples",
     "transfer volume_ul=20 @biomek_i5 > seal > incubate temperature_c=37 duration_s=3600 "
     "@inheco_odtc > incubate temperature_c=65 duration_s=1200 @inheco_odtc > run_assay "
     "sample_count=24 @labchip_gx_touch_ht"),
    ("vt_l14", "spin at two thousand no twelve hundred g three min then seal at one seventy five "
               "I mean one sixty five two secs then into the plate fridge at four degrees oh and "
               "before all that add thirty mic of stop buffer on the i seven",
     "transfer volume_ul=30 @biomek_i7_hybrid > spin rcf_g=1200 duration_s=180 > seal "
     "temperature_c=165 duration_s=2 > store temperature_c=4 @cytomat_2c425"),
    ("vt_l15", "right mate grab the twenty four deep well out of the hotel chuck two mils of media "
               "in each well on the fluent give it a shake three hundred RPM ten minutes at thirty "
               "seven then into the cyto mat thirty seven overnight",
     "retrieve @cytomat_24 > transfer volume_ul=2000 @tecan_fluent > shake speed_rpm=300 "
     "duration_s=600 temperature_c=37 > incubate temperature_c=37 @cytomat_2c450"),
    ("vt_l16", "spectra max absorbance at two thirty no two eighty first then fluorescence three "
               "fifty excitation four fifty emission then luminescence point five seconds and then "
               "back in the hotel",
     "read_absorbance wavelength_nm=280 @spectramax_i3x > read_fluorescence excitation_nm=350 "
     "emission_nm=450 > read_luminescence integration_s=0.5 > store @cytomat_24"),
    ("vt_l17", "on the open trons flex put five mic of master mix into the three eighty four PCR "
               "plate columns one to eight then five micro litres of c DNA into the same wells "
               "seal it a hundred and sixty degrees three seconds quick spin fifteen hundred g two "
               "minutes on the high G and then the C F X ninety five three minutes forty cycles "
               "ninety five five secs sixty thirty secs",
     "transfer volume_ul=5 @opentrons_flex wells=128 > transfer volume_ul=5 wells=128 > seal "
     "temperature_c=160 duration_s=3 > spin rcf_g=1500 duration_s=120 @bionex_hig4 > run_qpcr "
     "cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("vt_l18", "take the organoid plate out of the cyto mat spin it two hundred g three minutes in "
               "the fifty eight ten then a hundred and fifty mic fresh media to rows B through G "
               "on the bio mech i seven and back in the cyto mat at thirty seven for forty eight "
               "hours",
     "retrieve @cytomat_2c450 > spin rcf_g=200 duration_s=180 @eppendorf_5810r > transfer "
     "volume_ul=150 @biomek_i7_hybrid wells=72 > incubate temperature_c=37 duration_s=172800 "
     "@cytomat_2c450"),
    ("vt_l19", "dispense twenty five mic of cells into the three eighty four well plate on the "
               "fluent spin two hundred g one minute then five mic of compound then cyto mat "
               "thirty seven for one day then twenty five mic of cell titer glow and read "
               "luminescence",
     "transfer volume_ul=25 @tecan_fluent > spin rcf_g=200 duration_s=60 > transfer volume_ul=5 > "
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > transfer volume_ul=25 > "
     "read_luminescence"),

    # ------------------------------------------------------------------ physically impossible
    ("vt_h01", "um give the flat bottom ninety six well plate four thousand times g for five "
               "minutes",
     "halted"),
    ("vt_h02", "fifty four twenty four R the one point five mil tubes twenty five thousand g ten "
               "minutes",
     "halted"),
    ("vt_h03", "seal at one seventy no actually two thirty degrees for two seconds the foil is "
               "the thick one",
     "halted"),
    ("vt_h05", "cyto mat two C four fifty sixty degrees for an hour please",
     "halted"),
    ("vt_h06", "read absorbance at two fourteen nano metres for the peptide bonds",
     "halted"),
    ("vt_h08", "put sixty mic into every well of the three eighty four PCR plate",
     "halted"),
    ("vt_h09", "V spin two thousand g for three minutes then read at four fifty",
     "halted"),
    ("vt_h10", "store the plates in the plate fridge at minus twenty degree C",
     "halted"),

    # ------------------------------------------------------------------ must ask
    ("vt_a01", "plate centrifuge three thousand RPM for five minutes",
     "ask"),
    ("vt_a02", "vortex the tubes for ten seconds before they go anywhere",
     "ask"),
    ("vt_a04", "read fluorescence four eighty five five thirty five on the tea can spark",
     "ask"),
    ("vt_a05", "spin the tubes on the eppendorf fifty four thirty R twelve thousand g for five "
               "minutes",
     "ask"),
    ("vt_a06", "add three drops of substrate to every well then read luminescence",
     "ask"),
    ("vt_a07", "image the plate on the opera phenix twenty X",
     "ask"),
    ("vt_a08", "seal the plate on the plate loc one seventy for two seconds",
     "ask"),
    ("vt_a09", "transfer a hundred mic on the star then spin it at fifteen hundred revs for a "
               "minute",
     "ask"),
]
