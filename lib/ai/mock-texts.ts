import type { Locale } from "@/lib/i18n/locales";
import { FULL_SECTIONS, SUMMARY_SECTIONS } from "./report-layout";
import type { AnalysisKind, DynamicQuestion } from "./types";

// What the demonstration AI writes, in each language the site speaks (docs/i18n.md: formal German
// and French, informal Spanish, Italian and European Portuguese). The headings are the layout's
// (./report-layout.ts), the notice that opens a report ./mock-notice.ts's, the disclaimer
// ./disclaimer.ts's.

export type MockTexts = {
  titles: Record<AnalysisKind, string>;
  questions: DynamicQuestion[];
  /** The sentence saying how many photos arrived. */
  photos: (count: number) => string;
  summary: Record<(typeof SUMMARY_SECTIONS)[number], string>;
  full: Record<(typeof FULL_SECTIONS)[number], string>;
  /** A follow-up's commentary, after the notice; `date` is the earlier report's (YYYY-MM-DD), if known. */
  progress: (date: string | undefined) => string;
};

const question = (
  id: string,
  text: string,
  type: DynamicQuestion["type"],
  options: string[] = [],
): DynamicQuestion => ({ id, question: text, type, options, required: false });

/** "2025-03-01" as the language writes a date; English keeps the ISO date it always showed. */
function longDate(date: string, language: Locale): string {
  return new Intl.DateTimeFormat(language === "pt" ? "pt-PT" : language, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

export const MOCK_TEXTS: Record<Locale, MockTexts> = {
  en: {
    titles: {
      summary: "Demonstration Skin Analysis Summary",
      full: "Demonstration Full Skin Analysis Report",
      followup: "Demonstration Skin Progress Follow-Up",
    },
    questions: [
      question("duration", "How long have you had this skin concern?", "select", [
        "Less than a week",
        "1 to 4 weeks",
        "1 to 6 months",
        "More than 6 months",
      ]),
      question(
        "itch_level",
        "How itchy or uncomfortable is it, from 0 (not at all) to 10 (severe)?",
        "number",
      ),
      question("recent_changes", "Have you recently changed skin care products, medicines or diet?", "text"),
    ],
    photos: (count) => `${count} photo${count === 1 ? " was" : "s were"} received for this demonstration.`,
    summary: {
      condition_identified:
        "No condition has been identified: this demonstration does not analyse the photos.",
      clinical_observations:
        "The AI analysis describes here the site, type, colour, size and distribution of what the photos show.",
      key_findings:
        "- The most important points of the analysis appear here.\n- Any feature that needs medical attention is listed first.",
      initial_recommendations:
        "- Keep the area clean and moisturised with gentle, fragrance-free products.\n- Use a broad-spectrum sunscreen of SPF 30 or more every day.\n- See a doctor or dermatologist if the area changes, bleeds or worries you.",
    },
    full: {
      clinical_observation_and_morphology:
        "The AI analysis describes the site, distribution, lesions, colour, size and border seen in the photos.",
      differential_diagnosis:
        "The leading diagnosis and its alternatives, ranked by likelihood, appear here.",
      pathophysiology: "How the leading condition develops and what triggers it.",
      recommended_investigations:
        "Tests that would confirm or exclude the diagnoses, such as dermoscopy or a swab.",
      management_plan:
        "- Gentle skin care and triggers to avoid.\n- Over-the-counter options.\n- Treatments a doctor may prescribe.",
      prognosis: "The expected course with and without treatment.",
      specialised_insights: "Considerations specific to your profile answers and medical records.",
      follow_up_strategy:
        "What to monitor, when to take comparison photos and which warning signs need a doctor.",
      clinical_approach: "The reasoning behind the conclusion and the confidence in it.",
    },
    progress: (date) =>
      `The AI analysis compares these photos with your earlier report${date ? ` since your report of ${date}` : ""} and says here what has improved, what is unchanged and what needs attention.`,
  },
  de: {
    titles: {
      summary: "Zusammenfassung der Demo-Hautanalyse",
      full: "Vollständiger Bericht der Demo-Hautanalyse",
      followup: "Demo-Verlaufskontrolle Ihrer Haut",
    },
    questions: [
      question("duration", "Seit wann haben Sie dieses Hautproblem?", "select", [
        "Weniger als eine Woche",
        "1 bis 4 Wochen",
        "1 bis 6 Monate",
        "Mehr als 6 Monate",
      ]),
      question(
        "itch_level",
        "Wie stark juckt oder stört es, von 0 (gar nicht) bis 10 (sehr stark)?",
        "number",
      ),
      question(
        "recent_changes",
        "Haben Sie in letzter Zeit Ihre Hautpflegeprodukte, Medikamente oder Ernährung umgestellt?",
        "text",
      ),
    ],
    photos: (count) =>
      count === 1
        ? "Für diese Demo wurde 1 Foto übermittelt."
        : `Für diese Demo wurden ${count} Fotos übermittelt.`,
    summary: {
      condition_identified: "Es wurde kein Hautzustand erkannt: Diese Demo wertet die Fotos nicht aus.",
      clinical_observations:
        "Hier beschreibt die KI-Analyse Lage, Art, Farbe, Größe und Verteilung dessen, was auf den Fotos zu sehen ist.",
      key_findings:
        "- Hier stehen die wichtigsten Punkte der Analyse.\n- Alles, was ärztlich abgeklärt werden sollte, steht an erster Stelle.",
      initial_recommendations:
        "- Halten Sie die Stelle sauber und pflegen Sie sie mit milden, parfümfreien Produkten.\n- Verwenden Sie täglich einen Breitband-Sonnenschutz mit LSF 30 oder höher.\n- Gehen Sie zu einer Ärztin, einem Arzt oder in eine Hautarztpraxis, wenn sich die Stelle verändert, blutet oder Ihnen Sorgen macht.",
    },
    full: {
      clinical_observation_and_morphology:
        "Hier beschreibt die KI-Analyse Lage, Verteilung, Hautveränderungen, Farbe, Größe und Begrenzung, wie sie auf den Fotos zu sehen sind.",
      differential_diagnosis:
        "Hier stehen die wahrscheinlichste Diagnose und ihre Alternativen, nach Wahrscheinlichkeit geordnet.",
      pathophysiology: "Wie die wahrscheinlichste Erkrankung entsteht und was sie auslöst.",
      recommended_investigations:
        "Untersuchungen, mit denen sich die Diagnosen bestätigen oder ausschließen ließen, etwa eine Dermatoskopie oder ein Abstrich.",
      management_plan:
        "- Schonende Hautpflege und Auslöser, die Sie meiden sollten.\n- Rezeptfreie Möglichkeiten.\n- Behandlungen, die eine Ärztin oder ein Arzt verschreiben kann.",
      prognosis: "Der zu erwartende Verlauf mit und ohne Behandlung.",
      specialised_insights:
        "Besonderheiten, die sich aus Ihren Profilangaben und medizinischen Unterlagen ergeben.",
      follow_up_strategy:
        "Worauf Sie achten sollten, wann Sie Vergleichsfotos aufnehmen und bei welchen Warnzeichen Sie ärztlichen Rat brauchen.",
      clinical_approach: "Die Überlegungen hinter der Schlussfolgerung und wie sicher sie ist.",
    },
    progress: (date) =>
      `Die KI-Analyse vergleicht diese Fotos mit Ihrem früheren Bericht${date ? ` vom ${longDate(date, "de")}` : ""} und beschreibt hier, was sich gebessert hat, was unverändert ist und was Aufmerksamkeit braucht.`,
  },
  fr: {
    titles: {
      summary: "Résumé d’analyse cutanée de démonstration",
      full: "Rapport complet d’analyse cutanée de démonstration",
      followup: "Suivi cutané de démonstration",
    },
    questions: [
      question("duration", "Depuis combien de temps avez-vous ce problème de peau ?", "select", [
        "Moins d’une semaine",
        "1 à 4 semaines",
        "1 à 6 mois",
        "Plus de 6 mois",
      ]),
      question(
        "itch_level",
        "À quel point cela vous démange-t-il ou vous gêne-t-il, de 0 (pas du tout) à 10 (très fortement) ?",
        "number",
      ),
      question(
        "recent_changes",
        "Avez-vous récemment changé de produits de soin, de médicaments ou d’alimentation ?",
        "text",
      ),
    ],
    photos: (count) =>
      count === 1
        ? "1 photo a été reçue pour cette démonstration."
        : `${count} photos ont été reçues pour cette démonstration.`,
    summary: {
      condition_identified:
        "Aucune affection n’a été identifiée : cette démonstration n’analyse pas les photos.",
      clinical_observations:
        "L’analyse par IA décrit ici la localisation, le type, la couleur, la taille et la répartition de ce que montrent les photos.",
      key_findings:
        "- Les points les plus importants de l’analyse apparaissent ici.\n- Tout élément qui nécessite un avis médical figure en premier.",
      initial_recommendations:
        "- Gardez la zone propre et hydratée avec des produits doux et sans parfum.\n- Appliquez chaque jour une protection solaire à large spectre, d’indice SPF 30 ou plus.\n- Consultez un médecin ou un dermatologue si la zone change, saigne ou vous inquiète.",
    },
    full: {
      clinical_observation_and_morphology:
        "L’analyse par IA décrit ici la localisation, la répartition, les lésions, la couleur, la taille et les contours visibles sur les photos.",
      differential_diagnosis:
        "Le diagnostic le plus probable et ses alternatives, classés par probabilité, apparaissent ici.",
      pathophysiology: "Comment l’affection la plus probable se développe et ce qui la déclenche.",
      recommended_investigations:
        "Les examens qui confirmeraient ou écarteraient les diagnostics, comme une dermoscopie ou un prélèvement.",
      management_plan:
        "- Soins doux de la peau et facteurs déclenchants à éviter.\n- Solutions sans ordonnance.\n- Traitements qu’un médecin peut prescrire.",
      prognosis: "L’évolution attendue avec et sans traitement.",
      specialised_insights:
        "Les éléments propres à vos réponses au questionnaire et à vos documents médicaux.",
      follow_up_strategy:
        "Ce qu’il faut surveiller, quand prendre des photos de comparaison et quels signes d’alerte doivent vous amener à consulter un médecin.",
      clinical_approach:
        "Le raisonnement qui mène à la conclusion et le degré de confiance qu’on peut lui accorder.",
    },
    progress: (date) =>
      `L’analyse par IA compare ces photos à votre rapport précédent${date ? ` du ${longDate(date, "fr")}` : ""} et indique ici ce qui s’est amélioré, ce qui n’a pas changé et ce qui demande votre attention.`,
  },
  es: {
    titles: {
      summary: "Resumen de análisis cutáneo demostrativo",
      full: "Informe completo demostrativo de análisis cutáneo",
      followup: "Seguimiento cutáneo demostrativo",
    },
    questions: [
      question("duration", "¿Desde cuándo tienes este problema de piel?", "select", [
        "Menos de una semana",
        "De 1 a 4 semanas",
        "De 1 a 6 meses",
        "Más de 6 meses",
      ]),
      question("itch_level", "¿Cuánto te pica o te molesta, de 0 (nada) a 10 (muchísimo)?", "number"),
      question(
        "recent_changes",
        "¿Has cambiado hace poco de productos para la piel, de medicamentos o de alimentación?",
        "text",
      ),
    ],
    photos: (count) =>
      count === 1
        ? "Se ha recibido 1 foto para esta demostración."
        : `Se han recibido ${count} fotos para esta demostración.`,
    summary: {
      condition_identified: "No se ha identificado ninguna afección: esta demostración no analiza las fotos.",
      clinical_observations:
        "Aquí el análisis con IA describe la zona, el tipo, el color, el tamaño y la distribución de lo que muestran las fotos.",
      key_findings:
        "- Aquí aparecen los puntos más importantes del análisis.\n- Todo lo que requiera atención médica aparece en primer lugar.",
      initial_recommendations:
        "- Mantén la zona limpia e hidratada con productos suaves y sin perfume.\n- Usa a diario un protector solar de amplio espectro con SPF 30 o superior.\n- Acude a un médico o a un dermatólogo si la zona cambia, sangra o te preocupa.",
    },
    full: {
      clinical_observation_and_morphology:
        "Aquí el análisis con IA describe la zona, la distribución, las lesiones, el color, el tamaño y los bordes que se ven en las fotos.",
      differential_diagnosis:
        "Aquí aparecen el diagnóstico más probable y sus alternativas, ordenados por probabilidad.",
      pathophysiology: "Cómo se desarrolla la afección más probable y qué la desencadena.",
      recommended_investigations:
        "Pruebas que confirmarían o descartarían los diagnósticos, como una dermatoscopia o un frotis.",
      management_plan:
        "- Cuidado suave de la piel y desencadenantes que conviene evitar.\n- Opciones sin receta.\n- Tratamientos que puede recetar un médico.",
      prognosis: "La evolución esperada con y sin tratamiento.",
      specialised_insights: "Aspectos específicos de tus respuestas del perfil y de tus documentos médicos.",
      follow_up_strategy:
        "Qué vigilar, cuándo hacer fotos de comparación y qué señales de alarma requieren acudir al médico.",
      clinical_approach: "El razonamiento en el que se basa la conclusión y el grado de confianza en ella.",
    },
    progress: (date) =>
      `El análisis con IA compara estas fotos con tu informe anterior${date ? ` del ${longDate(date, "es")}` : ""} e indica aquí qué ha mejorado, qué sigue igual y qué requiere atención.`,
  },
  it: {
    titles: {
      summary: "Riepilogo dimostrativo dell’analisi cutanea",
      full: "Referto completo dimostrativo dell’analisi cutanea",
      followup: "Controllo di follow-up dimostrativo della pelle",
    },
    questions: [
      question("duration", "Da quanto tempo hai questo problema alla pelle?", "select", [
        "Meno di una settimana",
        "Da 1 a 4 settimane",
        "Da 1 a 6 mesi",
        "Più di 6 mesi",
      ]),
      question("itch_level", "Quanto prude o dà fastidio, da 0 (per niente) a 10 (moltissimo)?", "number"),
      question(
        "recent_changes",
        "Di recente hai cambiato prodotti per la pelle, farmaci o alimentazione?",
        "text",
      ),
    ],
    photos: (count) =>
      count === 1
        ? "Per questa dimostrazione è stata ricevuta 1 foto."
        : `Per questa dimostrazione sono state ricevute ${count} foto.`,
    summary: {
      condition_identified:
        "Non è stata identificata alcuna condizione: questa dimostrazione non analizza le foto.",
      clinical_observations:
        "Qui l’analisi con l’IA descrive la sede, il tipo, il colore, le dimensioni e la distribuzione di ciò che mostrano le foto.",
      key_findings:
        "- Qui compaiono i punti più importanti dell’analisi.\n- Tutto ciò che richiede attenzione medica è indicato per primo.",
      initial_recommendations:
        "- Mantieni la zona pulita e idratata con prodotti delicati e senza profumo.\n- Usa ogni giorno una protezione solare ad ampio spettro con SPF 30 o superiore.\n- Rivolgiti a un medico o a un dermatologo se la zona cambia, sanguina o ti preoccupa.",
    },
    full: {
      clinical_observation_and_morphology:
        "Qui l’analisi con l’IA descrive la sede, la distribuzione, le lesioni, il colore, le dimensioni e i margini visibili nelle foto.",
      differential_diagnosis:
        "Qui compaiono la diagnosi più probabile e le sue alternative, in ordine di probabilità.",
      pathophysiology: "Come si sviluppa la condizione più probabile e che cosa la scatena.",
      recommended_investigations:
        "Esami che confermerebbero o escluderebbero le diagnosi, come una dermatoscopia o un tampone.",
      management_plan:
        "- Cura delicata della pelle e fattori scatenanti da evitare.\n- Soluzioni senza ricetta.\n- Trattamenti che un medico può prescrivere.",
      prognosis: "Il decorso previsto con e senza trattamento.",
      specialised_insights:
        "Considerazioni specifiche sulle risposte del tuo profilo e sulla tua documentazione medica.",
      follow_up_strategy:
        "Che cosa tenere sotto controllo, quando scattare foto di confronto e quali segnali d’allarme richiedono un medico.",
      clinical_approach: "Il ragionamento alla base della conclusione e il grado di affidabilità.",
    },
    progress: (date) =>
      `L’analisi con l’IA confronta queste foto con il tuo referto precedente${date ? ` del ${longDate(date, "it")}` : ""} e indica qui che cosa è migliorato, che cosa è rimasto invariato e che cosa richiede attenzione.`,
  },
  pt: {
    titles: {
      summary: "Resumo demonstrativo da análise cutânea",
      full: "Relatório completo demonstrativo da análise cutânea",
      followup: "Acompanhamento demonstrativo da pele",
    },
    questions: [
      question("duration", "Há quanto tempo tens este problema de pele?", "select", [
        "Menos de uma semana",
        "De 1 a 4 semanas",
        "De 1 a 6 meses",
        "Mais de 6 meses",
      ]),
      question(
        "itch_level",
        "Quanta comichão ou desconforto sentes, de 0 (nenhum) a 10 (muito intenso)?",
        "number",
      ),
      question(
        "recent_changes",
        "Mudaste recentemente de produtos de cuidado da pele, de medicamentos ou de alimentação?",
        "text",
      ),
    ],
    photos: (count) =>
      count === 1
        ? "Foi recebida 1 fotografia para esta demonstração."
        : `Foram recebidas ${count} fotografias para esta demonstração.`,
    summary: {
      condition_identified:
        "Não foi identificada nenhuma afeção: esta demonstração não analisa as fotografias.",
      clinical_observations:
        "Aqui, a análise por IA descreve a localização, o tipo, a cor, o tamanho e a distribuição do que as fotografias mostram.",
      key_findings:
        "- Aqui aparecem os pontos mais importantes da análise.\n- Tudo o que precise de atenção médica aparece em primeiro lugar.",
      initial_recommendations:
        "- Mantém a zona limpa e hidratada com produtos suaves e sem perfume.\n- Usa todos os dias um protetor solar de largo espetro com FPS 30 ou superior.\n- Consulta um médico ou um dermatologista se a zona mudar, sangrar ou te preocupar.",
    },
    full: {
      clinical_observation_and_morphology:
        "Aqui, a análise por IA descreve a localização, a distribuição, as lesões, a cor, o tamanho e os bordos visíveis nas fotografias.",
      differential_diagnosis:
        "Aqui aparecem o diagnóstico mais provável e as alternativas, por ordem de probabilidade.",
      pathophysiology: "Como se desenvolve a afeção mais provável e o que a desencadeia.",
      recommended_investigations:
        "Exames que confirmariam ou excluiriam os diagnósticos, como uma dermatoscopia ou uma zaragatoa.",
      management_plan:
        "- Cuidados suaves com a pele e fatores desencadeantes a evitar.\n- Opções sem receita médica.\n- Tratamentos que um médico pode receitar.",
      prognosis: "A evolução esperada com e sem tratamento.",
      specialised_insights: "Aspetos específicos das tuas respostas ao perfil e dos teus registos médicos.",
      follow_up_strategy:
        "O que vigiar, quando tirar fotografias de comparação e que sinais de alarme exigem uma ida ao médico.",
      clinical_approach: "O raciocínio por detrás da conclusão e o grau de confiança que merece.",
    },
    progress: (date) =>
      `A análise por IA compara estas fotografias com o teu relatório anterior${date ? ` de ${longDate(date, "pt")}` : ""} e indica aqui o que melhorou, o que se mantém e o que requer atenção.`,
  },
};
