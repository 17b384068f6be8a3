import type { RoleOrgWords } from './types.js';

/** German, Dutch, Swedish, Danish, Norwegian: compounds end in their head noun ("*entwickler"). */
export const GERMANIC: RoleOrgWords = {
  roles: `
    mitarbeiter* *mitarbeiter *mitarbeiterin entwickler* *entwickler *entwicklerin programmierer*
    *programmierer *programmiererin ingenieur* *ingenieur *ingenieurin techniker* *techniker *technikerin
    leiter* *leiter *leiterin führungskraft geschäftsführer* *führer *führerin vorstand* prokurist*
    inhaber* gründer* *gründer *gründerin gesellschafter* berater* *berater *beraterin referent* *referent
    *referentin sachbearbeiter* *sachbearbeiter *sachbearbeiterin assistent* *assistent *assistentin
    *manager *managerin *designer *designerin architekt* *architekt *architektin *analyst *analystin
    *administrator *administratorin *koordinator *koordinatorin *spezialist *spezialistin *experte *expertin
    wissenschaftler* *wissenschaftler forscher* *forscher dozent* *dozent *dozentin professor* *professor
    lehrer* *lehrer *lehrerin lehrkraft *lehrkraft ausbilder* *ausbilder erzieher* *erzieher *erzieherin
    betreuer* *betreuer *betreuerin pfleger* *pfleger *pflegerin pflegekraft *pflegekraft *pflegefachkraft
    krankenschwester hebamme arzt ärztin *arzt *ärztin apotheker* *apotheker therapeut* *therapeut
    *therapeutin psychologe psychologin *psychologe *psychologin tierarzt tierärztin kaufmann kauffrau
    kaufleute *kaufmann *kauffrau *kaufleute fachkraft *fachkraft *fachmann *fachfrau helfer* *helfer
    *helferin hilfskraft *hilfskraft aushilfe *aushilfe fahrer* *fahrer *fahrerin kraftfahrer* *koch *köchin
    köchin bäcker* konditor* kellner* *kellner verkäufer* *verkäufer *verkäuferin kassierer* *kassierer
    monteur* *monteur *monteurin mechaniker* *mechaniker *mechanikerin mechatroniker* *mechatroniker
    elektriker* *elektriker elektroniker* *elektroniker schlosser* *schlosser tischler* schreiner* *tischler
    *schreiner maurer* zimmerer* installateur* *installateur lagerist* *lagerist lagerarbeiter* *arbeiter
    *arbeiterin kommissionierer* disponent* *disponent buchhalter* *buchhalter steuerberater* *prüfer
    *prüferin revisor* controller* *controller sekretär* *sekretär *sekretärin redakteur* *redakteur
    *redakteurin journalist* *journalist übersetzer* *übersetzer dolmetscher* *dolmetscher
    rechtsanwalt* *anwalt *anwältin jurist* *jurist richter* notar* beamter beamtin *beamter *beamtin
    polizist* soldat* *offizier feuerwehrmann hausmeister* reinigungskraft sozialarbeiter* *pädagoge
    *pädagogin praktikant* *praktikant *praktikantin praktikum *praktikum werkstudent* auszubildende*
    azubi trainee volontär* volontariat referendar* referendariat doktorand* *doktorand postdoc
    zivildienst* wehrdienst* bundesfreiwilligendienst* freiwilligendienst fsj fös bufdi
    medewerker* *medewerker ontwikkelaar* *ontwikkelaar programmeur* adviseur* *adviseur beheerder*
    *beheerder leidinggevende* teamleider* *leider *leidster directeur* eigenaar* oprichter* medeoprichter*
    docent* *docent leraar* lerares* *leraar verpleegkundige* verpleger* verzorgende* verzorger* *verzorger
    huisarts dierenarts tandarts apotheker* monteur* *monteur chauffeur* *chauffeur magazijnmedewerker*
    kok koks verkoper* *verkoper kassamedewerker* stagiair* *stagiair stage werkstudent onderzoeker*
    *onderzoeker promovendus* hoogleraar* *hoogleraar ambtenaar* secretaresse* boekhouder* accountmanager*
    beleidsmedewerker* jurist* advocaat* vrijwilliger* schoonmaker* bezorger* timmerman* loodgieter*
    elektricien* *technicus technicus ingenieur assistent* *assistent
    utvecklare *utvecklare ingenjör* *ingenjör tekniker* *tekniker konsult* *konsult rådgivare* *rådgivare
    ledare *ledare chef *chef chefer *chefer direktör* vd grundare* *grundare ägare* lärare *lärare
    förskollärare* lektor* *lektor forskare* *forskare doktorand* professor* sjuksköterska* *sköterska
    *sköterskor undersköterska* läkare *läkare tandläkare* veterinär* apotekare* vårdbiträde* *biträde
    *biträden personlig_assistent *assistent handläggare* *handläggare ekonom* *ekonom revisor* säljare*
    *säljare försäljare* butikssäljare* kassör* kock* *kock servitör* servitris* chaufför* förare* *förare
    lastbilschaufför* montör* *montör mekaniker* *mekaniker elektriker* *elektriker snickare* svetsare*
    lagerarbetare* *arbetare lagerist* *lagerist truckförare* städare* vaktmästare* praktikant* *praktikant
    praktik trainee traineeprogram* värnplikt* *samordnare samordnare* *koordinator projektledare
    specialist* *specialist *analytiker analytiker* *arkitekt arkitekt* *designer *ansvarig ansvarig
    planerare* *planerare programmerare* *programmerare administratör* *administratör handledare*
    inköpare* *inköpare sekreterare* *sekreterare målare* barnskötare* frisör* fysioterapeut* sjukgymnast*
    planlægger* *planlægger planlegger* *planlegger planer* *planer disponent* *disponent planner* *planner
    udvikler* *udvikler medarbejder* *medarbejder konsulent* *konsulent rådgiver* *rådgiver leder* *leder
    direktør* ejer* stifter* medstifter* lærer* *lærer underviser* *underviser pædagog* *pædagog
    sygeplejerske* *sygeplejerske social_og_sundhedsassistent sosu* læge *læge dyrlæge* tandlæge* farmaceut*
    elev elever lærling* praktikant* *praktikant studentermedhjælper* *medhjælper ekspedient* *ekspedient
    sælger* *sælger kok *kok tjener* chauffør* *chauffør lagermedarbejder* *arbejder smed* *smed mekaniker*
    *mekaniker elektriker* tømrer* *montør montør* bogholder* *bogholder revisor* jurist* advokat*
    fuldmægtig* *fuldmægtig sekretær* *sekretær forsker* *forsker adjunkt* lektor* værnepligt*
    utvikler* *utvikler rådgiver* *rådgiver konsulent* *konsulent daglig_leder leder* *leder lærer*
    *lærer lektor* førskolelærer* barnehagelærer* sykepleier* *sykepleier helsefagarbeider* *fagarbeider
    dyrlege* tannlege* farmasøyt* lærling* praktikant* selger* *selger kokk* *kokk servitør*
    sjåfør* *sjåfør lagermedarbeider* *arbeider mekaniker* elektriker* snekker* tømrer* *montør montør*
    regnskapsfører* revisor* advokat* saksbehandler* *saksbehandler sekretær* forsker* *forsker
    stipendiat* førsteamanuensis* professor* verneplikt* *ingeniør ingeniør* *tekniker tekniker*`,
  notRoles: `
    halbleiter* leitern leiterplatte* *fahrerei kaufmannschaft mitarbeiterzahl ledarskap ledelse ledelsen
    lederskap lederskab chefredaktion arbeiterwohlfahrt führerschein*`,
  orgs: `
    gmbh ggmbh mbh kgaa ohg gbr konzern *konzern holding gruppe *gruppe firma
    unternehmen *unternehmen betrieb *betrieb werke *werke fabrik *fabrik universität *universität
    hochschule *hochschule fachhochschule schule *schule gymnasium *gymnasium kita kindergarten akademie
    *akademie institut *institut *institute forschungszentrum *zentrum zentrum klinik *klinik kliniken
    *kliniken klinikum *klinikum krankenhaus *krankenhaus spital *spital praxis *praxis apotheke *apotheke
    pflegeheim *pflegeheim *pflegedienst ministerium *ministerium bundesministerium amt *amt *ämter behörde
    *behörde verwaltung *verwaltung stadtverwaltung bundesagentur agentur *agentur landratsamt gemeinde
    *gemeinde stadt_ landkreis bezirksamt senat senatsverwaltung bundestag landtag bundeswehr polizei
    *polizei gericht *gericht kanzlei *kanzlei stiftung *stiftung verein *verein verband *verband
    gesellschaft *gesellschaft genossenschaft *genossenschaft bank *bank sparkasse *sparkasse *kasse
    versicherung *versicherung *versicherungen museum *museum theater *theater verlag *verlag zeitung
    *zeitung rundfunk hotel *hotel restaurant *restaurant bäckerei *bäckerei autohaus werkstatt *werkstatt
    vof stichting vereniging *vereniging gemeente *gemeente provincie ministerie *ministerie
    rijksoverheid overheid waterschap universiteit *universiteit hogeschool *hogeschool school *school
    basisschool ziekenhuis *ziekenhuis kliniek *kliniek huisartsenpraktijk apotheek zorggroep zorginstelling
    *zorg instituut *instituut bedrijf *bedrijf groep *groep bureau *bureau winkel *winkel
    aktiebolag *aktiebolag koncern kommun *kommun kommunen region regionen landsting myndighet
    *myndigheten *myndighet verket *verket departement *departementet universitet *universitet universitetet
    högskola *högskola högskolan *högskolan skola *skola skolan *skolan gymnasiet *gymnasiet förskola
    *förskola sjukhus *sjukhus sjukhuset *sjukhuset vårdcentral *vårdcentral vårdcentralen klinik *kliniken
    *bolaget bolag *bolag stiftelse *stiftelsen förening *föreningen förbund *förbundet
    aps amba smba kommune *kommune kommunen region regionen styrelsen *styrelsen
    ministeriet *ministeriet universitet universitetet højskole *højskole erhvervsakademi *akademi skole
    *skole skolen *skolen gymnasium efterskole hospital *hospital hospitalet sygehus *sygehus sygehuset
    plejehjem *plejehjem børnehave *børnehave vuggestue *institution forening foreningen fonden
    fylkeskommune *kommune direktoratet *direktoratet etaten *etaten departementet høgskole
    *høgskole høgskolen universitetet sykehus *sykehus sykehuset helseforetak *helse sykehjem *sykehjem
    barnehage *barnehage videregående_skole legekontor stiftelsen`,
  notOrgs: `datenbank* *datenbank insgesamt gesamt *samt`,
  legalForms: `AG KG SE AS ASA AB A/S I/S K/S HB KB NV BV N.V. B.V. Oy e.V. eV e.G. eG UG DA ANS NUF`,
};
