import type { RoleOrgWords } from './types.js';

/** Polish, Czech, Slovak, Russian, Ukrainian, Bulgarian, Serbian, Croatian, Slovenian: stems carry the cases. */
export const SLAVIC: RoleOrgWords = {
  roles: `
    programista* programistka* inżynier* inżynierka* specjalista* specjalistka* kierownik* kierowniczka*
    dyrektor* prezes* wiceprezes* założyciel* współzałożyciel* właściciel* wspólnik* menedżer* menadżer*
    manager* koordynator* koordynatorka* konsultant* konsultantka* doradca* doradczyni* analityk* analityczka*
    architekt* projektant* projektantka* grafik* redaktor* redaktorka* dziennikarz* dziennikarka* tłumacz*
    tłumaczka* nauczyciel* nauczycielka* wykładowca* wykładowczyni* profesor* adiunkt* asystent* asystentka*
    doktorant* doktorantka* badacz* pielęgniarz* pielęgniarka* położna* lekarz* lekarka* farmaceuta*
    weterynarz* fizjoterapeuta* psycholog* stomatolog* prawnik* prawniczka* adwokat* radca* księgowy*
    księgowa* audytor* sprzedawca* sprzedawczyni* kasjer* kasjerka* kelner* kelnerka* kucharz* kucharka*
    piekarz* kierowca* kurier* magazynier* operator* monter* mechanik* elektryk* spawacz* ślusarz* stolarz*
    hydraulik* pracownik* pracowniczka* robotnik* referent* urzędnik* urzędniczka* sekretarz* sekretarka*
    recepcjonista* recepcjonistka* opiekun* opiekunka* stażysta* stażystka* staż praktykant* praktykantka*
    praktyka praktyki wolontariusz* wolontariuszka* przedstawiciel* handlowiec* technik* tester* testerka*
    żołnierz* policjant* strażak* ratownik* młodszy starszy
    programátor* programátorka* vývojář* vývojářka* inženýr* inženýrka* technik* technička* specialista*
    specialistka* vedoucí ředitel* ředitelka* jednatel* jednatelka* zakladatel* majitel* manažer* manažerka*
    koordinátor* koordinátorka* konzultant* konzultantka* poradce* poradkyně* analytik* analytička*
    architekt* projektant* designér* designérka* redaktor* redaktorka* novinář* novinářka* překladatel*
    tlumočník* učitel* učitelka* lektor* lektorka* vyučující* profesor* docent* asistent* asistentka*
    výzkumník* výzkumnice* doktorand* doktorandka* zdravotní_sestra sestra všeobecná_sestra lékař* lékařka*
    lékárník* veterinář* fyzioterapeut* psycholog* právník* právnička* advokát* účetní* auditor* prodavač*
    prodavačka* pokladní* číšník* servírka* kuchař* kuchařka* pekař* řidič* řidička* kurýr* skladník*
    skladnice* operátor* operátorka* montér* mechanik* elektrikář* svářeč* zámečník* truhlář* instalatér*
    pracovník* pracovnice* dělník* dělnice* referent* referentka* úředník* úřednice* sekretář* sekretářka*
    recepční pečovatel* pečovatelka* stážista* stážistka* stáž praxe praktikant* praktikantka* brigádník*
    dobrovolník* dobrovolnice* obchodník* obchodnice* zástupce* voják* policista* hasič*
    programátorka vývojár* inžinier* inžinierka* riaditeľ* riaditeľka* konateľ* zakladateľ* majiteľ*
    manažér* manažérka* poradca* analytička učiteľ* učiteľka* vyučujúci výskumník* lekár* lekárka*
    lekárnik* veterinár* právnik* účtovník* účtovníčka* predavač* predavačka* pokladník* čašník* čašníčka*
    kuchár* kuchárka* vodič* vodička* skladník* operátor* montér* elektrikár* zvárač* pracovník* pracovníčka*
    robotník* úradník* úradníčka* sekretárka* opatrovateľ* opatrovateľka* stážista* stáž prax brigádnik*
    dobrovoľník* dobrovoľníčka* obchodník* zástupca* policajt* hasič*
    менеджер* инженер* разработчик* программист* аналитик* специалист* руководител* директор* начальник*
    заведующ* заместител* президент* основател* сооснователь* соучредител* учредител* владелец* партнер*
    консультант* советник* архитектор* проектировщик* конструктор* дизайнер* редактор* корреспондент*
    журналист* переводчик* учитель* учительница* преподавател* педагог* воспитател* профессор* доцент*
    ассистент* аспирант* научный_сотрудник исследовател* лаборант* медсестра* медбрат* медицинская_сестра
    врач* фельдшер* провизор* фармацевт* ветеринар* психолог* стоматолог* юрист* адвокат* бухгалтер*
    аудитор* экономист* продавец* продавщица* кассир* официант* официантка* повар* пекарь* кондитер*
    водитель* курьер* кладовщик* грузчик* комплектовщик* оператор* монтажник* слесар* механик* электрик*
    электромонтер* сварщик* токарь* столяр* плотник* сантехник* техник* технолог* мастер* прораб* рабочий
    рабочая сотрудник* сотрудница* работник* работница* служащ* секретар* администратор* ресепшионист*
    сиделка* няня* стажер* стажёр* стажировка практикант* практика волонтер* волонтёр* представител*
    агент* тестировщик* военнослужащ* офицер* полицейск* пожарн*
    менеджер* інженер* розробник* програміст* аналітик* спеціаліст* фахівець* фахівця фахівчиня керівник*
    директор* начальник* завідувач* заступник* засновник* співзасновник* власник* консультант* радник*
    архітектор* проєктувальник* дизайнер* редактор* журналіст* перекладач* вчитель* вчителька* учитель*
    викладач* викладачка* педагог* вихователь* вихователька* професор* доцент* асистент* аспірант*
    науковий_співробітник дослідник* медсестра* лікар* лікарка* фармацевт* ветеринар* психолог* юрист*
    адвокат* бухгалтер* економіст* продавець* продавчиня* касир* офіціант* офіціантка* кухар* кухарка*
    пекар* водій* кур'єр* комірник* вантажник* оператор* монтажник* слюсар* механік* електрик* зварювальник*
    токар* столяр* сантехнік* технік* технолог* майстер* працівник* працівниця* співробітник* співробітниця*
    службовець* секретар* адміністратор* доглядальниця* стажист* стажистка* стажування практикант* практика
    волонтер* волонтерка* представник* агент* тестувальник* військовослужбов* поліцейськ* рятувальник*
    програмист* инженер* разработчик* специалист* ръководител* директор* управител* мениджър* консултант*
    учител* учителка* преподавател* преподавателка* медицинска_сестра лекар* счетоводител*
    продавач* продавачка* касиер* сервитьор* сервитьорка* готвач* шофьор* склададжия* оператор* механик*
    електротехник* служител* служителка* стажант* стажантка* доброволец* асистент*
    programer* inženjer* inžinjer* voditelj* voditeljica* direktor* direktorica* savjetnik* savetnik*
    konzultant* analitičar* dizajner* urednik* novinar* prevoditelj* prevodilac* učitelj* učiteljica*
    nastavnik* nastavnica* profesor* profesorica* asistent* asistentica* istraživač* medicinska_sestra
    liječnik* lekar* ljekarnik* farmaceut* veterinar* pravnik* odvjetnik* advokat* računovođa* knjigovođa*
    prodavač* prodavačica* blagajnik* konobar* konobarica* kuhar* kuvar* vozač* skladištar* magacioner*
    radnik* radnica* službenik* službenica* referent* tajnik* tajnica* sekretar* sekretarica* njegovatelj*
    pripravnik* pripravnica* praksa volonter* volonterka* zaposlenik* razvijalec* inženir* vodja učitelj
    svetovalec* prodajalec* blagajničar* delavec* delavka* pripravnik* študent*`,
  notRoles: `dyrektoriat* ředitelství* riaditeľstvo* директорат* mechanika* агентств* мастерск*`,
  orgs: `
    spzoo sp_z_oo spółka* spolka* firma* przedsiębiorstwo* grupa* bank* towarzystwo* fundacja* fundacji
    stowarzyszenie* stowarzyszenia związek* izba* ministerstwo* ministerstwie urząd* urzędzie starostwo*
    gmina* gminy powiat* sąd sądu sądzie prokuratura* policja komenda* uniwersytet* politechnika* akademia* szkoła*
    szkole liceum* technikum* przedszkole* instytut* szpital* szpitalu klinika* przychodnia* apteka*
    laboratorium* zakład zakłady zakładu zakładzie fabryka* hurtownia* sklep* restauracja* hotel* muzeum* teatr* biblioteka*
    wojsko agencja* kancelaria* wydawnictwo* spółdzielnia*
    sro spol_s_r_o společnost* spolecnost* firma* skupina* banka* pojišťovna* nadace* nadační spolek*
    sdružení* svaz* komora* ministerstvo* úřad* magistrát* krajský_úřad obecní_úřad městský_úřad obec soud soudu
    policie univerzita* vysoká_škola vysoké_učení škola* školy gymnázium* institut* ústav* nemocnice*
    nemocnici klinika* poliklinika* lékárna* laboratoř* závod* továrna* sklad obchod* prodejna* restaurace*
    hotel* muzeum* divadlo* knihovna* armáda agentura* kancelář* nakladatelství* družstvo*
    spoločnosť* spolocnost* skupina* banka* poisťovňa* nadácia* združenie* zväz* komora* ministerstvo*
    úrad* mestský_úrad obecný_úrad súd súdu polícia univerzita* vysoká_škola škola* gymnázium* ústav* nemocnica*
    nemocnici poliklinika* lekáreň* závod* obchod* predajňa* reštaurácia* hotel* múzeum* divadlo* knižnica*
    agentúra* kancelária* vydavateľstvo* družstvo*
    ооо оао зао пао нко ао ип тов прат фоп компания* компании компанией корпорация* холдинг* группа*
    банк* банка страховая фонд* ассоциация* союз* палата* министерство* министерства ведомство* управление*
    администрация* мэрия* департамент* комитет* агентство* служба* суд суда суде прокуратура* полиция*
    университет* институт* академия* колледж* школа* школы лицей* гимназия* техникум* училище* детский_сад
    больница* больницы госпиталь* клиника* поликлиника* медицинский_центр аптека* лаборатория* завод*
    заводе фабрика* комбинат* предприятие* магазин* ресторан* гостиница* отель* музей* театр* библиотека*
    издательство* редакция* студия* бюро* центр* кооператив* армия воинская_часть
    компанія* компанії корпорація* холдинг* група* банк* страхова фонд* асоціація* спілка* палата*
    міністерство* міністерства відомство* управління* адміністрація* департамент* комітет* агентство*
    агенція* служба* рада ради раді суд суду суді прокуратура* поліція* університет* інститут* академія* коледж* школа* школи
    ліцей* гімназія* технікум* училище* дитячий_садок лікарня* лікарні госпіталь* клініка* поліклініка*
    медичний_центр аптека* лабораторія* завод* заводі фабрика* комбінат* підприємство* магазин* ресторан*
    готель* музей* театр* бібліотека* видавництво* редакція* студія* бюро* центр* кооператив* армія
    еоод оод еад компания* банка* фондация* сдружение* министерство* агенция* община* общината
    университет* училище* болница* клиника* аптека* завод* магазин* хотел* ресторант* театър* библиотека*
    doo jdoo obrt društvo* tvrtka* preduzeće* poduzeće* banka* fondacija* zaklada* udruga* udruženje*
    savez* komora* ministarstvo* ministrstvo* uprava uprave agencija* općina* opština* občina* sud suda sudu policija
    sveučilište* univerzitet* univerza* fakultet* škola* šola šole šoli gimnazija* institut* inštitut* bolnica*
    bolnišnica* klinika* ljekarna* lekarna* apoteka* tvornica* fabrika* tovarna* trgovina* prodavnica*
    restoran* hotel* muzej* kazalište* pozorište* gledališče* knjižnica* biblioteka* zavod* zadruga*`,
  notOrgs: `
    obchodn* banking* banker* bankrupt* firmware* банкир* fundament* bankowość* bankowy* szkolenie* szkolenia* školení*
    školenie* bankovnictví* bankovníctvo* управленческ* центральн* службов* центрування школьн*
    банковск* банківськ* фондов* фабричн* магазинн* театральн* библиотечн* бібліотечн*`,
  legalForms: `S.A. SA a.s. v.o.s. k.s. s.r.o. spol._s_r.o. d.o.o. d.d. AD EAD OOD EOOD ЕООД ООД АД ЕАД ТОВ ООО ПАО
    АО ЗАО ИП ФОП`,
};
