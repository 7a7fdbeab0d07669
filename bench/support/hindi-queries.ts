/**
 * Hindi benchmark queries (issue 19): what Indian traders type in Devanagari or Hinglish, across
 * all 15 demo categories, each with the demo products (slugs; at 1M a product's variants count as
 * it) of which at least one should be in the first three results.
 */
export const hindiQueries: Array<[query: string, expected: string[]]> = [
  // Agriculture
  ['टमाटर बीज', ['tomato-seeds']],
  ['भिंडी के बीज', ['okra-seeds']],
  ['गेहूं', ['wheat']],
  ['मक्का', ['corn']],
  ['नीम तेल', ['neem-oil']],
  ['केंचुआ खाद', ['vermicompost']],
  ['spray pump', ['battery-knapsack-sprayer', 'solar-water-pump']],
  // Apparels & Fashion
  ['कुर्ता पजामा', ['kurta-pyjama-set', 'kids-kurta-pyjama']],
  ['सूती धोती', ['cotton-dhoti']],
  ['हवाई चप्पल', ['eva-flip-flops']],
  ['ऊनी मफ़लर', ['woollen-muffler']],
  ['जींस', ['slim-fit-denim-jeans']],
  // Electrical & Electronics
  ['एलईडी बल्ब', ['led-bulb']],
  ['बिजली का तार', ['fr-pvc-house-wire', 'armoured-power-cable']],
  ['ट्यूबलाइट', ['led-tube-light']],
  ['सीसीटीवी कैमरा', ['cctv-dome-camera']],
  ['झालर लाइट', ['decorative-string-lights']],
  // Energy
  ['सोलर पैनल', ['monocrystalline-solar-panel']],
  ['इन्वर्टर बैटरी', ['tubular-inverter-battery']],
  ['जनरेटर', ['diesel-generator-set']],
  ['लकड़ी का कोयला', ['hardwood-charcoal']],
  ['gobar gas', ['portable-biogas-plant']],
  // Food & Beverages
  ['आटा', ['chakki-fresh-atta']],
  ['अरहर दाल', ['toor-dal']],
  ['मूंग दाल', ['moong-dal']],
  ['हल्दी पाउडर', ['turmeric-powder']],
  ['ज़ीरा', ['cumin-seeds']],
  ['आम का अचार', ['mango-pickle']],
  ['देसी घी', ['desi-cow-ghee']],
  ['चाय पत्ती', ['assam-ctc-tea']],
  ['हींग', ['asafoetida']],
  ['lal mirch powder', ['red-chilli-powder']],
  ['chawal', ['basmati-rice', 'sona-masoori-rice']],
  // Women
  ['सूती कुर्ती', ['printed-cotton-kurti']],
  ['बनारसी साड़ी', ['banarasi-silk-saree']],
  ['कांच की चूड़ियाँ', ['glass-bangles']],
  ['झुमके', ['oxidised-jhumka-earrings']],
  ['मेहंदी', ['natural-henna-powder']],
  ['payal', ['oxidised-anklets']],
  ['gulab jal', ['rose-water']],
  // Gift Center
  ['पीतल दीया', ['brass-diya-set']],
  ['पूजा थाली', ['german-silver-puja-thali']],
  ['मेवे गिफ्ट बॉक्स', ['dry-fruit-gift-box']],
  ['मधुबनी पेंटिंग', ['madhubani-painting']],
  ['mombatti', ['scented-candle-gift-set']],
  // Healthcare
  ['बीपी मशीन', ['automatic-bp-monitor']],
  ['थर्मामीटर', ['digital-thermometer']],
  ['अश्वगंधा चूर्ण', ['ashwagandha-root-powder']],
  ['आंवला जूस', ['amla-juice']],
  ['दस्ताने', ['nitrile-examination-gloves', 'cotton-knitted-gloves']],
  ['giloy goli', ['giloy-tablets']],
  // Household
  ['प्रेशर कुकर', ['aluminium-pressure-cooker']],
  ['लोहे का तवा', ['cast-iron-tawa']],
  ['कढ़ाई', ['tri-ply-stainless-steel-kadhai']],
  ['झाड़ू', ['soft-grass-broom']],
  ['अगरबत्ती', ['agarbatti']],
  ['तांबे की बोतल', ['copper-water-bottle']],
  ['pocha', ['spin-mop-set']],
  // Kids Corner
  ['लकड़ी के खिलौने', ['channapatna-wooden-toys']],
  ['सांप सीढ़ी', ['ludo-snakes-ladders-board']],
  ['बच्चों की साइकिल', ['kids-tricycle']],
  ['झबला', ['muslin-jhabla-set']],
  ['स्कूल बैग', ['school-backpack']],
  // Leather Products
  ['कोल्हापुरी चप्पल', ['kolhapuri-chappal']],
  ['चमड़े का बटुआ', ['leather-wallet']],
  ['चमड़े की बेल्ट', ['leather-belt']],
  ['पंजाबी जूती', ['punjabi-jutti']],
  ['chamde ka bag', ['leather-laptop-bag', 'leather-duffel-bag', 'ladies-leather-tote-bag', 'leather-backpack', 'leather-sling-bag']],
  // Robotics & Automation
  ['रोबोट आर्म', ['6-axis-industrial-robot-arm', 'desktop-robotic-arm-kit']],
  ['छिड़काव ड्रोन', ['agricultural-spraying-drone']],
  ['3डी प्रिंटर', ['fdm-3d-printer']],
  ['सर्वो मोटर', ['servo-motor-drive-kit']],
  // Textiles & Fabrics
  ['खादी कपड़ा', ['khadi-fabric']],
  ['सूती धागा', ['combed-cotton-yarn']],
  ['टाट', ['jute-hessian-cloth']],
  ['तौलिया', ['terry-cotton-towel']],
  ['सूती दरी', ['panipat-cotton-dhurrie']],
  ['ऊनी शॉल', ['kullu-woollen-shawl']],
  ['resham kapda', ['pure-mulberry-silk-fabric', 'tussar-silk-fabric', 'muga-silk-fabric']],
  // Tools & Machineries
  ['पेचकस', ['screwdriver-set']],
  ['हथौड़ा', ['claw-hammer']],
  ['पाना सेट', ['combination-spanner-set']],
  ['आटा चक्की', ['commercial-flour-mill', 'chakki-fresh-atta']],
  ['वेल्डिंग मशीन', ['igbt-arc-welding-machine']],
  ['kharad machine', ['all-geared-lathe-machine']],
  // Work Essentials
  ['सेफ़्टी जूते', ['safety-shoes']],
  ['हेलमेट', ['safety-helmet']],
  ['स्टील अलमारी', ['steel-almirah']],
  ['ऑफ़िस कुर्सी', ['ergonomic-mesh-chair', 'visitor-chair']],
  ['कागज़', ['a4-copier-paper']],
];
