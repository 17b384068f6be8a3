import { foldedKeyOf } from '../items/text.js';

/*
 * Cities people put on resumes, in the spellings used at home and in English. A place printed on its
 * own ("Hamburg", "Kraków", "Ciudad de México") has no other mark that it is a place; this list is
 * how we tell it from an employer's name. Compared accent-free and lower case.
 */
const CITIES = `
new york|nyc|los angeles|chicago|houston|phoenix|philadelphia|san antonio|san diego|dallas|austin|san jose|
san francisco|seattle|denver|boston|washington|atlanta|miami|minneapolis|st paul|saint paul|portland|detroit|
baltimore|nashville|charlotte|raleigh|pittsburgh|cleveland|columbus|indianapolis|kansas city|st louis|
salt lake city|las vegas|sacramento|oakland|berkeley|palo alto|mountain view|sunnyvale|cupertino|redmond|
cambridge|new haven|princeton|ann arbor|madison|tampa|orlando|new orleans|honolulu|anchorage|brooklyn|
toronto|montreal|montréal|vancouver|calgary|edmonton|ottawa|waterloo|quebec|québec|winnipeg|halifax|victoria|
london|manchester|birmingham|leeds|glasgow|edinburgh|liverpool|bristol|sheffield|newcastle|nottingham|oxford|
belfast|cardiff|dublin|cork|galway|
berlin|hamburg|münchen|munich|köln|cologne|frankfurt|frankfurt am main|stuttgart|düsseldorf|dortmund|essen|
leipzig|bremen|dresden|hannover|nürnberg|nuremberg|duisburg|bochum|bonn|münster|karlsruhe|mannheim|augsburg|
wiesbaden|mainz|freiburg|heidelberg|aachen|kiel|rostock|potsdam|regensburg|erlangen|darmstadt|ulm|
wien|vienna|graz|linz|salzburg|innsbruck|zürich|zurich|genève|geneva|genf|basel|bern|lausanne|luzern|lugano|
paris|marseille|lyon|toulouse|nice|nantes|strasbourg|montpellier|bordeaux|lille|rennes|reims|grenoble|
toulon|dijon|angers|nîmes|aix en provence|brest|tours|amiens|limoges|clermont ferrand|metz|rouen|caen|
bruxelles|brussels|brussel|antwerpen|antwerp|gent|ghent|liège|luxembourg|
amsterdam|rotterdam|den haag|the hague|utrecht|eindhoven|groningen|tilburg|delft|leiden|
madrid|barcelona|valencia|sevilla|seville|zaragoza|málaga|murcia|palma|bilbao|alicante|córdoba|valladolid|
vigo|gijón|granada|a coruña|vitoria|pamplona|san sebastián|salamanca|santander|
lisboa|lisbon|porto|coimbra|braga|aveiro|faro|funchal|
roma|rome|milano|milan|napoli|naples|torino|turin|palermo|genova|genoa|bologna|firenze|florence|bari|catania|
venezia|venice|verona|padova|padua|trieste|brescia|parma|modena|pisa|pavia|bergamo|
warszawa|warsaw|kraków|krakow|łódź|lodz|wrocław|wroclaw|poznań|poznan|gdańsk|gdansk|szczecin|bydgoszcz|
lublin|katowice|białystok|gdynia|częstochowa|rzeszów|toruń|
stockholm|göteborg|gothenburg|malmö|uppsala|västerås|örebro|linköping|helsingborg|norrköping|jönköping|lund|
umeå|
oslo|bergen|trondheim|stavanger|københavn|copenhagen|aarhus|odense|aalborg|helsinki|espoo|tampere|turku|
reykjavík|reykjavik|tallinn|riga|vilnius|
praha|prague|brno|bratislava|budapest|bucurești|bucharest|cluj napoca|sofia|beograd|belgrade|zagreb|
ljubljana|athína|athens|thessaloniki|istanbul|ankara|izmir|kyiv|kiev|lviv|kharkiv|moskva|moscow|
saint petersburg|minsk|tbilisi|
dubai|abu dhabi|doha|riyadh|jeddah|tel aviv|jerusalem|haifa|cairo|alexandria|casablanca|rabat|tunis|
lagos|abuja|ibadan|port harcourt|enugu|accra|nairobi|mombasa|kampala|kigali|addis ababa|dar es salaam|
johannesburg|cape town|durban|pretoria|
mumbai|bombay|delhi|new delhi|bengaluru|bangalore|hyderabad|chennai|kolkata|pune|ahmedabad|jaipur|noida|
gurgaon|gurugram|kochi|trivandrum|chandigarh|indore|tiruchirappalli|karachi|lahore|islamabad|dhaka|colombo|
kathmandu|
beijing|shanghai|shenzhen|guangzhou|hangzhou|chengdu|wuhan|nanjing|xi an|tianjin|hong kong|taipei|
macau|tokyo|osaka|kyoto|yokohama|nagoya|fukuoka|sapporo|seoul|busan|incheon|daejeon|
singapore|kuala lumpur|jakarta|bandung|surabaya|bangkok|manila|quezon city|cebu|hanoi|ho chi minh city|
saigon|da nang|phnom penh|
sydney|melbourne|brisbane|perth|adelaide|canberra|auckland|wellington|christchurch|
ciudad de méxico|mexico city|cdmx|guadalajara|monterrey|puebla|tijuana|querétaro|mérida|
são paulo|sao paulo|rio de janeiro|belo horizonte|brasília|brasilia|salvador|fortaleza|curitiba|recife|
porto alegre|manaus|campinas|florianópolis|goiânia|sorocaba|
buenos aires|rosario|mendoza|la plata|villa maría|santiago|valparaíso|bogotá|bogota|medellín|medellin|
cali|barranquilla|lima|arequipa|quito|guayaquil|caracas|montevideo|asunción|la paz|san josé|panamá|
havana|santo domingo|san juan|
دبي|أبوظبي|ابوظبي|الشارقة|عجمان|العين|الرياض|جدة|الدمام|الخبر|مكة|مكة المكرمة|المدينة المنورة|الطائف|الدوحة|الكويت|
المنامة|مسقط|عمان|عمّان|بيروت|دمشق|حلب|بغداد|البصرة|أربيل|القاهرة|الإسكندرية|الاسكندرية|الجيزة|المنصورة|
الدار البيضاء|الرباط|مراكش|فاس|تونس|صفاقس|الجزائر|وهران|طرابلس|بنغازي|الخرطوم|
تهران|مشهد|اصفهان|شیراز|تبریز|کرج|قم|اهواز|
תל אביב|תל אביב-יפו|ירושלים|חיפה|רמת גן|באר שבע|הרצליה|פתח תקווה|ראשון לציון|נתניה|רעננה|חולון|
אשדוד|רחובות|כפר סבא|מודיעין|
москва|санкт-петербург|новосибирск|екатеринбург|казань|нижний новгород|самара|київ|львів|харків|одеса|
дніпро|минск|мінск|алматы|ташкент|софия|београд|αθήνα|θεσσαλονίκη|πάτρα|ηράκλειο|
北京|上海|深圳|广州|杭州|成都|武汉|南京|西安|天津|香港|台北|東京|东京|大阪|京都|横浜|名古屋|福岡|札幌|
서울|부산|인천|대구|대전|광주|
दिल्ली|नई दिल्ली|मुंबई|बेंगलुरु|कोलकाता|चेन्नई|हैदराबाद|पुणे|กรุงเทพ|กรุงเทพมหานคร|เชียงใหม่`;

const CITY_SET = new Set(
  CITIES.split('|')
    .map((c) => foldedKeyOf(c))
    .filter(Boolean),
);

/** True when the text (a postcode aside) names a city in the list, or a district of one ("Berlin-Mitte"). */
export function isKnownCity(text: string): boolean {
  const plain = text.replace(/\d+/g, ' ').trim();
  if (CITY_SET.has(foldedKeyOf(plain))) return true;
  const [city = '', district] = plain.split(/\s*-\s*/);
  return !!district && district.split(/\s+/).length <= 2 && CITY_SET.has(foldedKeyOf(city));
}
