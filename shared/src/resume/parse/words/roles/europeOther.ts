import type { RoleOrgWords } from './types.js';

/** Finnish, Estonian, Hungarian (compounds end in the head noun), Greek, Turkish, Baltic. */
export const EUROPE_OTHER: RoleOrgWords = {
  roles: `
    kehittäjä* *kehittäjä ohjelmoija* insinööri* *insinööri suunnittelija* *suunnittelija asiantuntija*
    *asiantuntija päällikkö* *päällikkö johtaja* *johtaja esimies* esihenkilö* toimitusjohtaja* perustaja*
    konsultti* *konsultti neuvoja* *neuvoja analyytikko* arkkitehti* *arkkitehti opettaja* *opettaja
    lehtori* *lehtori professori* tutkija* *tutkija väitöskirjatutkija* sairaanhoitaja* *hoitaja lähihoitaja*
    terveydenhoitaja* lääkäri* *lääkäri eläinlääkäri* farmaseutti* proviisori* juristi* asianajaja*
    kirjanpitäjä* tilintarkastaja* myyjä* *myyjä kassanhoitaja* tarjoilija* kokki* *kokki kuljettaja* *kuljettaja
    varastotyöntekijä* *työntekijä työntekijä* asentaja* *asentaja mekaanikko* *mekaanikko sähköasentaja*
    hitsaaja* puuseppä* sihteeri* *sihteeri assistentti* *assistentti koordinaattori* *koordinaattori
    harjoittelija* *harjoittelija harjoittelu* kesätyöntekijä* avustaja* *avustaja ohjaaja* *ohjaaja
    vapaaehtoinen* varusmies* siviilipalvelus* toimittaja* kääntäjä* tulkki* virkailija* *virkailija
    arendaja* programmeerija* insener* juht* *juht spetsialist* konsultant* analüütik* õpetaja* *õpetaja
    õde arst* raamatupidaja* müüja* *müüja kokk* autojuht* laotöötaja* töötaja* *töötaja praktikant*
    fejlesztő* *fejlesztő programozó* mérnök* *mérnök vezető* *vezető igazgató* *igazgató ügyvezető*
    alapító* tanácsadó* *tanácsadó elemző* *elemző tervező* *tervező szakértő* *szakértő munkatárs*
    *munkatárs ügyintéző* *ügyintéző tanár* *tanár tanárnő oktató* *oktató kutató* *kutató ápoló* *ápoló
    orvos* *orvos állatorvos* gyógyszerész* ügyvéd* jogász* könyvelő* könyvvizsgáló* eladó* *eladó pénztáros*
    pincér* szakács* *szakács sofőr* *sofőr gépkocsivezető* raktáros* raktári_dolgozó *dolgozó
    szerelő* *szerelő villanyszerelő* hegesztő* asszisztens* *asszisztens titkár* recepciós* gyakornok*
    *gyakornok önkéntes* koordinátor* technikus* *technikus
    μηχανικ* προγραμματιστ* αναλυτ* υπευθυν* διευθυντ* προισταμεν* συμβουλ* συνεργατ* σχεδιαστ*
    εκπαιδευτικ* καθηγητ* δασκαλ* ερευνητ* υποψηφι* νοσηλευτ* νοσοκομ* ιατρ* γιατρ* φαρμακοποι* κτηνιατρ*
    δικηγορ* λογιστ* ελεγκτ* πωλητ* ταμι* σερβιτορ* μαγειρ* οδηγ* αποθηκαρι* εργατ* εργαζομεν* τεχνικ*
    ηλεκτρολογ* υπαλληλ* γραμματε* βοηθ* ασκουμεν* πρακτικη ασκηση εθελοντ* ιδρυτ* στελεχ* συντονιστ*
    mühendis* *mühendisi geliştirici* yazılımcı* programcı* uzman* *uzmanı müdür* *müdürü yönetici* sorumlu*
    *sorumlusu şef* *şefi direktör* kurucu* danışman* *danışmanı analist* mimar* tasarımcı* öğretmen*
    *öğretmeni öğretim_görevlisi öğretim_üyesi araştırma_görevlisi akademisyen* araştırmacı* hemşire* doktor*
    hekim* eczacı* veteriner* avukat* muhasebeci* muhasebe_uzmanı denetçi* satış_temsilcisi temsilci*
    *temsilcisi kasiyer* garson* aşçı* şoför* sürücü* depocu* işçi* *işçisi operatör* teknisyen* *teknisyeni
    tekniker* ustabaşı kaynakçı* elektrikçi* memur* *memuru sekreter* asistan* *asistanı stajyer* staj gönüllü*
    koordinatör* editör* muhabir* çevirmen* tercüman* personel* eleman* *elemanı
    programuotojas* inžinierius* vadovas* vadovė* specialistas* specialistė* mokytojas* mokytoja* gydytojas*
    slaugytoja* vadybininkas* vadybininkė* praktikantas* programmētājs* inženieris* vadītājs* speciālists*
    skolotājs* skolotāja* ārsts* medmāsa* praktikants*`,
  notRoles: `
    johtajisto* johtokunta* vezetőség* igazgatóság* διευθυνση* διευθύνσεις τεχνικη_σχολη μηχανικη_σχολη
    müdürlüğü* müdürlük* uzmanlık*lık*lığı* doktora* danışmanlık* danismanlik*
    kassaan tekniikka*`,
  orgs: `
    oyj tmi yhtiö* konserni* ryhmä* pankki* *pankki vakuutus* säätiö* *säätiö yhdistys* *yhdistys
    liitto *liitto ministeriö* *ministeriö virasto* *virasto kunta *kunta kaupunki* *kaupunki hallitus
    yliopisto* *yliopisto korkeakoulu* *korkeakoulu ammattikorkeakoulu* koulu* *koulu lukio* opisto*
    *opisto instituutti* *instituutti sairaala* *sairaala klinikka* *klinikka terveyskeskus* apteekki* laboratorio*
    tehdas* *tehdas kauppa* *kauppa myymälä* ravintola* hotelli* museo* teatteri* kirjasto* puolustusvoimat
    poliisi* seurakunta* *seurakunta
    mtü sihtasutus ülikool* *ülikool kool* *kool haigla* *haigla ministeerium* *amet linnavalitsus
    vallavalitsus
    kft zrt nyrt bt kkt nonprofit_kft társaság* vállalat* *vállalat cég* csoport* bank* *bank biztosító*
    alapítvány* egyesület* szövetség* kamara* minisztérium* hivatal* *hivatal önkormányzat* polgármesteri_hivatal
    egyetem* *egyetem főiskola* *főiskola iskola* *iskola gimnázium* intézet* *intézet kórház* *kórház
    klinika* rendelő* gyógyszertár* patika* laboratórium* gyár* üzem* *üzem áruház* *áruház bolt* étterem*
    szálloda* múzeum* színház* könyvtár* honvédség rendőrség* ügyvédi_iroda iroda*
    αε επε ικε οε εε εταιρει* εταιρι* ομιλ* τραπεζ* ασφαλιστικ* ιδρυμα* ιδρύματος συλλογ* ενωση* ομοσπονδι*
    επιμελητηρι* υπουργει* υπουργειο δημος δημου δημο περιφερει* οργανισμ* πανεπιστημι* πολυτεχνει*
    σχολη* σχολει* λυκει* γυμνασι* ινστιτουτ* νοσοκομει* κλινικ* φαρμακει* εργαστηρι* εργοστασι* καταστημ*
    εστιατορι* ξενοδοχει* μουσει* θεατρ* βιβλιοθηκ* στρατ* αστυνομι* κεντρ*
    şirketi şirket* holding* grubu grup* bankası banka* bankasi sigorta* vakfı vakıf* derneği dernek* birliği
    federasyonu odası bakanlığı bakanlık* müdürlüğü müdürlük* belediyesi belediye* valiliği kaymakamlığı
    başkanlığı kurumu kurum* genel_müdürlüğü üniversitesi üniversite* fakültesi yüksekokulu okulu okul*
    lisesi kolej* enstitüsü enstitü* hastanesi hastane* kliniği klinik* eczanesi eczane* laboratuvarı
    laboratuvar* fabrikası fabrika* mağazası mağaza* restoranı restoran* oteli otel* müzesi tiyatrosu
    kütüphanesi ajansı ajans* ofisi büro* atölyesi stüdyo* ltd_şti ltd_sti anonim_şirketi
    uab vši bendrija universitetas* ligoninė* mokykla* ministerija* biedrība universitāte*
    slimnīca* skola* ministrija*`,
  notOrgs: `
    koulutus* koulutuksen koululainen* kauppatieteiden kaupallinen* pankkiiri* bankár* bankszámla* iskolai*
    egyetemi* kórházi* gyári* müdürü* bankacılık* bankacı* kuruluş* kuruluşu okuma* okumak* grupta
    fabrikasyon* klinikte* στρατηγικ* στρατηγ* κεντρικ* θεατρικ* ασφαλιστικος_συμβουλος
    oktató* kamarazene*`,
  legalForms: `Oy Oyj Ky Tmi ry OÜ AS MTÜ Kft. Kft Zrt. Zrt Nyrt. Nyrt Bt. Bt Kkt. A.Ş. AŞ A.S. Ltd._Şti. Ltd._Sti. UAB SIA
    Α.Ε. ΑΕ Ε.Π.Ε. ΕΠΕ Ι.Κ.Ε. ΙΚΕ Ο.Ε. Ε.Ε.`,
};
