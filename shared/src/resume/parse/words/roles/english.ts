import type { RoleOrgWords } from './types.js';

/** English, and the Latin-script abbreviations every language prints (CEO, VP, QA). */
export const ENGLISH: RoleOrgWords = {
  roles: `
    engineer* developer* programmer* coder* manager* director* lead leads leader* head chief ceo cto cfo coo cio
    cpo cmo cso cro vp svp evp avp president* vice founder* cofounder* owner* partner principal consultant*
    analyst* architect* designer* scientist* researcher* assistant* associate* specialist* coordinator*
    administrator* officer* technician* technologist* member* volunteer* coach* trainer* tutor* teacher*
    instructor* lecturer* professor* fellow fellows fellowship postdoc* student* trainee* traineeship*
    apprentice* advisor* adviser* representative* rep executive* editor* writer* author* copywriter* producer*
    operator* supervisor* foreman forewoman sre devops qa tester* secretary* treasurer* ambassador* organizer*
    organiser* mentor* freelance* contractor* subcontractor* strategist* marketer* recruiter* accountant*
    bookkeeper* auditor* controller* nurse* midwife midwives physician* doctor doctors surgeon* dentist*
    hygienist* paramedic* pharmacist* veterinarian* vet therapist* physiotherapist* psychologist*
    psychiatrist* radiographer* sonographer* optometrist* dietitian* nutritionist* lawyer* attorney* solicitor*
    barrister* paralegal* notary judge* clerk* clerkship* cashier* teller* banker* barista* bartender* waiter*
    waitress* chef chefs cook cooks baker* butcher* housekeeper* cleaner* janitor* caretaker* porter*
    concierge* receptionist* driver* courier* chauffeur* airline_pilot commercial_pilot steward* stewardess* worker* labourer*
    laborer* operative* staff staffer handler* picker* packer* stocker* loader* forklift storekeeper*
    warehouseman fitter* mechanic* machinist* welder* electrician* plumber* carpenter* joiner* mason* painter*
    roofer* glazier* installer* surveyor* draughtsman draftsman drafter* estimator* inspector*
    agent* broker* underwriter* actuary* actuaries economist* statistician* mathematician* physicist*
    chemist* biologist* geologist* translator* interpreter* photographer* videographer* filmmaker*
    journalist* reporter* correspondent* presenter* artist* illustrator* animator* musician* composer*
    performer* actor* actress* dancer* creator* maintainer* contributor* planner* scheduler* dispatcher*
    buyer* purchaser* merchandiser* seller* salesperson* salesman saleswoman salespeople sales_associate
    clinician* caregiver* carer* counselor* counsellor* librarian* archivist* curator* registrar* ranger*
    guard* firefighter* officer* soldier* sergeant* lieutenant* captain* commander* cadet* constable*
    detective* diplomat* attache* envoy* minister ministers councillor* councilor* mayor* senator* governor*
    legislator* aide* intern interns internship* externship* residency resident* registrar* placement
    apprenticeship* secondment* deputy* principal superintendent* dean* provost* chancellor* rector* chair
    chairman chairwoman chairperson* headteacher* headmaster* headmistress* educator* nanny* childminder*
    babysitter* au_pair steward* host hostess* chaplain* pastor* priest* imam* rabbi* scrum_master
    product_owner it_support helpdesk* housemaster* demonstrator* invigilator* examiner* moderator*
    facilitator* ambassador* campaigner* fundraiser* organizer* activist* investigator* scholar* doctoral
    phd_candidate research_assistant teaching_assistant graduate_assistant faculty postgraduate
    undergraduate`,
  notRoles: `
    directorate* directory directories leadership* headquarters chiefdom* officers_club membership* staffing
    internationale agency agencies studentship* associates partners consultants consultancy* servers
    handlers_union`,
  orgs: `
    inc incorporated llc llp lllp ltd limited plc corp corporation corporations company companies cos
    group groups holdings holding conglomerate labs lab laboratory laboratories technologies solutions
    consulting consultancy consultants partners associates enterprises industries ventures capital
    bank banks bancorp credit_union insurance assurance trust fund firm firms chambers studio studios agency
    agencies bureau office offices department departments dept ministry ministries directorate government
    council councils commission committee authority authorities board parliament senate congress assembly
    court courts tribunal embassy consulate municipality borough county township city_of state_of
    university universities college colleges institute institution institutions academy school schools
    polytechnic seminary kindergarten nursery preschool hospital hospitals clinic clinics infirmary hospice
    surgery pharmacy practice medical_centre medical_center health_centre health_center nhs trust
    foundation association society societies federation union league club clubs guild alliance coalition
    network charity nonprofit ngo museum gallery library libraries archive archives theatre theater
    orchestra opera publisher publishers publishing press newspaper magazine broadcasting broadcaster radio
    television restaurant restaurants cafe bakery hotel hotels resort store stores shop shops supermarket
    outlet mall warehouse depot factory plant mill mills refinery mine mines airline airlines airways
    airport railway railways shipping logistics motors automotive pharmaceuticals pharma biotech systems
    services center centre centres centers headquarters hq campus army navy air_force marines police
    constabulary regiment battalion brigade command corps garrison fire_department fire_service`,
  notOrgs: `groupware officer* councillor* boarding`,
  legalForms: `Co. &_Co LP L.P. PLLC`,
};
