import type { RoleOrgWords } from './types.js';

/** French, Spanish, Portuguese, Italian, Catalan, Romanian: masculine, feminine and plural by stem. */
export const ROMANCE: RoleOrgWords = {
  roles: `
    développeu* ingénieur* technicien* technicienne* chef chefs cheffe responsable* directeur* directrice*
    gérant* gérante* président* présidente* fondateur* fondatrice* cofondateur* cofondatrice* associé*
    gestionnaire* chargé* chargée* conseiller* conseillère* consultant* analyste* architecte* concepteur*
    conceptrice* designer* graphiste* rédacteur* rédactrice* journaliste* traducteur* traductrice*
    interprète* enseignant* enseignante* professeur* professeure* instituteur* institutrice* formateur*
    formatrice* éducateur* éducatrice* animateur* animatrice* maître maîtres maîtresse maître_de_conférences précepteur* chercheur*
    chercheuse* doctorant* doctorante* postdoctorant* attaché* ater moniteur* monitrice* infirmier*
    infirmière* aide-soignant* aide_soignant aide_soignante médecin* pharmacien* pharmacienne* vétérinaire*
    kinésithérapeute* sage-femme orthophoniste* psychologue* dentiste* chirurgien* avocat* avocate*
    juriste* notaire* comptable* contrôleur* contrôleuse* auditeur* auditrice* commerciale
    commerciaux vendeur* vendeuse* caissier* caissière* serveur* serveuse* cuisinier* cuisinière* boulanger*
    pâtissier* chauffeur* livreur* livreuse* magasinier* magasinière* préparateur* préparatrice* cariste*
    manutentionnaire* ouvrier* ouvrière* opérateur* opératrice* mécanicien* mécanicienne* électricien*
    plombier* soudeur* menuisier* monteur* monteuse* ajusteur* tourneur* agent* agente* employé* employée*
    secrétaire* assistant* assistante* réceptionniste* hôte hôtesse* standardiste* coordinateur*
    coordinatrice* superviseur* encadrant* stagiaire* stage stages alternant* alternante* alternance
    apprenti* apprentie* apprentissage volontaire* bénévole* service_civique vacataire*
    intérimaire* fonctionnaire* commissaire* inspecteur* inspectrice* militaire* officier* sous-officier*
    gendarme* policier* pompier* auxiliaire* garde gardes gardien* surveillant* surveillante* veilleur* agent_de_service
    desarrollador* desarrolladora* programador* programadora* ingeniero* ingeniera* técnico* técnica* jefe
    jefa jefes jefas gerente* director* directora* directivo* presidente* presidenta* fundador* fundadora*
    cofundador* socio socia socios responsable* encargado* encargada* coordinador* coordinadora*
    supervisor* supervisora* consultor* consultora* asesor* asesora* analista* arquitecto* arquitecta*
    diseñador* diseñadora* redactor* redactora* periodista* traductor* traductora* intérprete* profesor*
    profesora* maestro* maestra* docente* educador* educadora* tutor* tutora* monitor* monitora*
    investigador* investigadora* becario* becaria* doctorando* doctoranda* enfermero* enfermera* auxiliar*
    médico* médica* farmacéutico* farmacéutica* veterinario* veterinaria* fisioterapeuta* psicólogo*
    psicóloga* odontólogo* abogado* abogada* contador* contadora* contable* auditor* auditora* vendedor*
    vendedora* dependiente* dependienta* cajero* cajera* camarero* camarera* mesero* mesera* cocinero*
    cocinera* panadero* conductor* conductora* chofer* chófer* repartidor* repartidora* mozo* almacenero*
    operario* operaria* operador* operadora* mecánico* mecánica* electricista* fontanero* soldador*
    carpintero* montador* montadora* ajustador* tornero* empleado* empleada* administrativo* administrativa*
    secretario* secretaria* asistente* ayudante* recepcionista* cuidador* cuidadora* gerocultor*
    gerocultora* limpiador* limpiadora* practicante* prácticas pasante* pasantía* residente* voluntario*
    voluntaria* funcionario* funcionaria* servicio_militar policía* bombero* vigilante* agente* gestor*
    gestora* comercial comerciales representante* delegado* delegada*
    desenvolvedor* desenvolvedora* programador* engenheiro* engenheira* técnico* técnica* gerente* diretor*
    diretora* presidente* fundador* cofundador* sócio sócia responsável* coordenador* coordenadora*
    supervisor* consultor* consultora* assessor* assessora* analista* arquiteto* arquiteta* designer*
    redator* redatora* jornalista* tradutor* tradutora* professor* professora* educador* monitor*
    pesquisador* pesquisadora* bolsista* enfermeiro* enfermeira* médico* médica* farmacêutico*
    farmacêutica* veterinário* veterinária* fisioterapeuta* psicólogo* dentista* advogado* advogada*
    contador* contabilista* auditor* vendedor* vendedora* operador_de_caixa atendente*
    garçom garçonete cozinheiro* cozinheira* padeiro* motorista* entregador* estoquista* almoxarife*
    repositor* operário* operária* operador* mecânico* eletricista* encanador* soldador* carpinteiro*
    montador* ajustador* torneiro* funcionário* funcionária* auxiliar* assistente* secretário* secretária*
    recepcionista* cuidador* cuidadora* estagiário* estagiária* estágio* trainee jovem_aprendiz aprendiz
    voluntário* voluntária* servidor_público servidora_pública policial* bombeiro* vigilante* gestor* gestora*
    sviluppatore* sviluppatrice* programmatore* programmatrice* ingegnere* ingegnera* tecnico* tecnica*
    responsabile* direttore* direttrice* dirigente* presidente* fondatore* fondatrice* cofondatore* socio
    titolare* coordinatore* coordinatrice* supervisore* consulente* analista* architetto* progettista*
    grafico redattore* redattrice* giornalista* traduttore* traduttrice* interprete* insegnante* docente*
    professore* professoressa* maestro* maestra* educatore* educatrice* formatore* formatrice* ricercatore*
    ricercatrice* assegnista* dottorando* dottoranda* borsista* infermiere* infermiera* medico* farmacista*
    veterinario* fisioterapista* psicologo* psicologa* odontoiatra* avvocato* avvocatessa* commercialista*
    ragioniere* contabile* revisore* venditore* venditrice* commesso* commessa* cassiere* cassiera*
    cameriere* cameriera* cuoco* cuoca* pizzaiolo* barista autista* corriere* fattorino* magazziniere*
    mulettista* operaio* operaia* operatore* operatrice* meccanico* elettricista* idraulico* saldatore*
    falegname* montatore* manutentore* impiegato* impiegata* addetto* addetta* segretario* segretaria*
    assistente* receptionist* badante* operatore_socio_sanitario tirocinante* tirocinio stagista*
    apprendista* praticante* volontario* volontaria* servizio_civile funzionario* funzionaria*
    carabiniere* poliziotto* vigile* agente* rappresentante*
    dezvoltator* programator* inginer* inginera* tehnician* tehniciană* director* directoare* manager*
    administrator* fondator* coordonator* coordonatoare* consultant* consultantă* consilier* analist*
    arhitect* proiectant* designer* redactor* jurnalist* traducător* profesor* profesoară* învățător*
    învățătoare* educator* educatoare* cercetător* cercetătoare* doctorand* asistent* asistentă* medic*
    farmacist* asistent_medical infirmier* infirmieră* avocat* avocată* jurist* contabil* contabilă*
    auditor* vânzător* vânzătoare* casier* casieră* ospătar* ospătăriță bucătar* brutar* șofer* curier*
    lucrător* lucrătoare* muncitor* muncitoare* operator* operatoare* mecanic* electrician* sudor* lăcătuș*
    tâmplar* montator* instalator* funcționar* referent* secretar* secretară* recepționer* îngrijitor*
    îngrijitoare* stagiar* stagiară* practicant* voluntar* voluntară* agent* polițist* pompier*
    desenvolupador* programador* enginyer* enginyera* tècnic* tècnica* director* directora* gerent*
    coordinador* coordinadora* consultor* analista* dissenyador* dissenyadora* redactor* professor*
    professora* mestre* mestra* investigador* investigadora* infermer* infermera* metge* metgessa*
    advocat* advocada* comptable* venedor* venedora* cambrer* cambrera* cuiner* cuinera* conductor*
    operari* operària* administratiu* administrativa* auxiliar* becari* becària* pràctiques voluntari*`,
  notRoles: `consultoria* consultoría* técnicas associés agentur* agentia* directorio* directoria*`,
  orgs: `
    sarl sasu eurl sca scop snc selarl earl gie scp groupe entreprise* société* cabinet agence* banque*
    assurance* assurances mutuelle* caisse fondation* association* fédération* syndicat* chambre ministère*
    préfecture* mairie* commune* département* région régions conseil_départemental conseil_régional conseil_général
    collectivité* direction_générale université* école* lycée* collège* institut* académie
    rectorat hôpital* hôpitaux clinique* centre_hospitalier chu chru ehpad pharmacie* laboratoire* cnrs
    inserm inria cea atelier* usine* magasin* boutique* restaurant* hôtel* musée* théâtre* bibliothèque*
    médiathèque* armée gendarmerie_nationale police_nationale tribunal* cour_d_appel
    ltda slu sll sociedad* empresa* compañía* compania* grupo* banco* caja* aseguradora* seguros fundación*
    asociación* federación* sindicato* cámara* ministerio* secretaría_de consejería* ayuntamiento* diputación*
    gobierno* junta_de generalitat xunta administración* universidad* escuela* colegio* instituto* academia*
    hospital* hospitales clínica* clinica* centro_de_salud farmacia* laboratorio* taller* fábrica fábricas planta_de
    almacén almacenes tienda* supermercado* restaurante* hotel* museo* teatro* biblioteca* ejército* policía_nacional
    guardia_civil tribunal* juzgado* consultoría* despacho* agencia* editorial* ong
    eireli mei sociedade* companhia* cia grupo* banco* caixa* seguradora* fundação* associação* federação*
    sindicato* câmara* ministério* secretaria_de prefeitura* governo* tribunal* universidade* faculdade*
    escola* colégio* instituto* academia* hospital* hospitais clínica* centro_de_saúde posto_de_saúde
    farmácia* laboratório* oficina* fábrica* loja* lojas supermercado* restaurante* hotel* museu* teatro*
    biblioteca* exército* polícia_militar polícia_civil consultoria* escritório* agência* editora* construtora*
    srl srls snc società* azienda* aziende ditta impresa* gruppo* banca* cassa* assicurazioni*
    fondazione* associazione* federazione* sindacato* camera_di ministero* regione* provincia* comune*
    prefettura* questura* università* politecnico* scuola* liceo* istituto* accademia* ospedale* ospedaliera
    azienda_ospedaliera clinica* policlinico* farmacia* laboratorio* officina* stabilimento*
    negozio* supermercato* ristorante* albergo* hotel* museo* teatro* biblioteca* esercito* tribunale*
    studio_legale studio_associato studio_tecnico agenzia* editrice cooperativa* onlus aps
    snc srl ifn societate* companie* compania* grup* bancă* banca* asigurări fundația* fundatia*
    asociația* asociatia* federația* sindicat* camera_de ministerul* primăria* primaria* prefectura*
    consiliul* guvernul* agenția* agentia* inspectoratul* direcția* directia* universitatea* școala* scoala*
    colegiul* liceul* institutul* academia* spitalul* spital* clinica* farmacia* laboratorul* fabrica fabrici
    magazin* restaurant* hotel* muzeul* teatrul* biblioteca* armata* poliția* tribunalul* judecătoria*
    cabinet_de
    empresa* grup* banc* fundació* associació* ajuntament* consell* generalitat universitat* escola* institut*
    hospital* clínica* departament_de`,
  notOrgs: `hotelero* hotelera* bancario* bancaria* conseller* consellera*`,
  legalForms: `S.A. S.A.S. S.p.A. S.r.l. S.R.L. S.L. S.L.U. S.A.U. S.A.R.L. S.C.A. S.N.C.
    S.A._de_C.V. Cía. SA SAS SpA SPA SRL Srl SL SLU SAU SARL Sarl SCA SCS SNC Ltda LTDA Cia CIA EPP SAPI SA_de_CV
    SAB`,
};
