/**
 * Messages of the content the ministry edits itself: the Bible Study Center's texts that depend
 * on the studies the database holds, and the admin panel's Studies tab.
 */
export const contentEditingEn = {
  'sitePages.notFound': 'Page Not Found',
  'sitePages.notFoundDescription': 'This page does not exist, or is not written in this language.',
  'sitePages.notAvailable': 'Page Not Available',
  'sitePages.what': 'The page',
  'studies.notWrittenIn':
    'This study is not written in {language} yet. It is shown here in English.',
  'studies.listLoadFailed':
    'The studies could not be loaded. Please check your connection and try again.',
  'admin.tabs.studies': 'Studies',
  'admin.studies.title': 'Bible Studies',
  'admin.studies.description':
    'The studies of the Bible Study Center. English is required; Spanish and Portuguese may follow.',
  'admin.studies.add': 'Add Study',
  'admin.studies.what': 'The studies',
  'admin.studies.none': 'No studies yet. Add the first one.',
  'admin.studies.new': 'New Study',
  'admin.studies.edit': 'Edit Study',
  'admin.studies.back': 'Back to Studies',
  'admin.studies.loading': 'Loading the study...',
  'admin.studies.written': 'Written in: {languages}',
  'admin.studies.status': '{status, select, draft {Draft} other {Published}}',
  'admin.studies.statusLabel': 'Status',
  'admin.studies.textLanguage': 'Language of the texts',
  'admin.studies.titleIn': 'Title ({language})',
  'admin.studies.descriptionIn': 'Description ({language})',
  'admin.studies.contentIn': 'Study text ({language})',
  'admin.studies.optional': 'Leave empty while the study is not written in this language.',
  'admin.studies.contentHint':
    'A blank line between paragraphs. # , ## and ### start headings; a line in *asterisks* is centred; a paragraph in "quotes" followed by — Reference is a quotation; lines starting with - make a list; **bold** and *italic* work anywhere. Scripture references become links when the study is saved.',
  'admin.studies.duration': 'Reading time',
  'admin.studies.durationHint': 'As shown to readers, e.g. 45-60 minutes.',
  'admin.studies.order': 'Place in the list',
  'admin.studies.orderHint': 'Smaller first. Leave empty to put it after the others.',
  'admin.studies.featuredHint': 'Featured studies are shown first, in a large card.',
  'admin.studies.preview': 'Preview ({language})',
  'admin.studies.previewEmpty': 'Nothing is written in this language yet.',
  'admin.studies.saved': 'Study Saved',
  'admin.studies.published': 'Study Published',
  'admin.studies.saveFailed': 'The study could not be saved. Please try again.',
  'admin.studies.saveFailedTitle': 'Failed to save study',
  'admin.studies.save': '{status, select, draft {Save Draft} other {Save and Publish}}',
  'admin.studies.deleteBody':
    '“{title}” will be removed from the Bible Study Center, with its translations.',
  'admin.studies.view': 'View in the Bible Study Center',
};

type ContentEditingMessages = Readonly<Record<keyof typeof contentEditingEn, string>>;

export const contentEditingEs: ContentEditingMessages = {
  'sitePages.notFound': 'Página no encontrada',
  'sitePages.notFoundDescription': 'Esta página no existe o no está escrita en este idioma.',
  'sitePages.notAvailable': 'Página no disponible',
  'sitePages.what': 'La página',
  'studies.notWrittenIn':
    'Este estudio aún no está escrito en {language}. Aquí se muestra en inglés.',
  'studies.listLoadFailed':
    'No se pudieron cargar los estudios. Compruebe su conexión e inténtelo de nuevo.',
  'admin.tabs.studies': 'Estudios',
  'admin.studies.title': 'Estudios bíblicos',
  'admin.studies.description':
    'Los estudios del Centro de estudio bíblico. El inglés es obligatorio; el español y el portugués pueden añadirse después.',
  'admin.studies.add': 'Añadir estudio',
  'admin.studies.what': 'Los estudios',
  'admin.studies.none': 'Aún no hay estudios. Añada el primero.',
  'admin.studies.new': 'Nuevo estudio',
  'admin.studies.edit': 'Editar estudio',
  'admin.studies.back': 'Volver a los estudios',
  'admin.studies.loading': 'Cargando el estudio...',
  'admin.studies.written': 'Escrito en: {languages}',
  'admin.studies.status': '{status, select, draft {Borrador} other {Publicado}}',
  'admin.studies.statusLabel': 'Estado',
  'admin.studies.textLanguage': 'Idioma de los textos',
  'admin.studies.titleIn': 'Título ({language})',
  'admin.studies.descriptionIn': 'Descripción ({language})',
  'admin.studies.contentIn': 'Texto del estudio ({language})',
  'admin.studies.optional': 'Déjelo vacío mientras el estudio no esté escrito en este idioma.',
  'admin.studies.contentHint':
    'Una línea en blanco entre párrafos. # , ## y ### inician títulos; una línea entre *asteriscos* va centrada; un párrafo entre "comillas" seguido de — Referencia es una cita; las líneas que empiezan con - forman una lista; **negrita** y *cursiva* funcionan en cualquier lugar. Las referencias bíblicas se vuelven enlaces al guardar el estudio.',
  'admin.studies.duration': 'Tiempo de lectura',
  'admin.studies.durationHint': 'Tal como lo ven los lectores, p. ej. 45-60 minutes.',
  'admin.studies.order': 'Lugar en la lista',
  'admin.studies.orderHint': 'Los menores primero. Déjelo vacío para ponerlo después de los demás.',
  'admin.studies.featuredHint':
    'Los estudios destacados se muestran primero, en una tarjeta grande.',
  'admin.studies.preview': 'Vista previa ({language})',
  'admin.studies.previewEmpty': 'Aún no hay nada escrito en este idioma.',
  'admin.studies.saved': 'Estudio guardado',
  'admin.studies.published': 'Estudio publicado',
  'admin.studies.saveFailed': 'No se pudo guardar el estudio. Inténtelo de nuevo.',
  'admin.studies.saveFailedTitle': 'Error al guardar el estudio',
  'admin.studies.save': '{status, select, draft {Guardar borrador} other {Guardar y publicar}}',
  'admin.studies.deleteBody':
    '«{title}» se eliminará del Centro de estudio bíblico, con sus traducciones.',
  'admin.studies.view': 'Ver en el Centro de estudio bíblico',
};

export const contentEditingPt: ContentEditingMessages = {
  'sitePages.notFound': 'Página não encontrada',
  'sitePages.notFoundDescription': 'Esta página não existe ou não está escrita neste idioma.',
  'sitePages.notAvailable': 'Página indisponível',
  'sitePages.what': 'A página',
  'studies.notWrittenIn':
    'Este estudo ainda não está escrito em {language}. Ele é mostrado aqui em inglês.',
  'studies.listLoadFailed':
    'Não foi possível carregar os estudos. Verifique sua conexão e tente novamente.',
  'admin.tabs.studies': 'Estudos',
  'admin.studies.title': 'Estudos bíblicos',
  'admin.studies.description':
    'Os estudos do Centro de estudo bíblico. O inglês é obrigatório; o espanhol e o português podem vir depois.',
  'admin.studies.add': 'Adicionar estudo',
  'admin.studies.what': 'Os estudos',
  'admin.studies.none': 'Ainda não há estudos. Adicione o primeiro.',
  'admin.studies.new': 'Novo estudo',
  'admin.studies.edit': 'Editar estudo',
  'admin.studies.back': 'Voltar aos estudos',
  'admin.studies.loading': 'Carregando o estudo...',
  'admin.studies.written': 'Escrito em: {languages}',
  'admin.studies.status': '{status, select, draft {Rascunho} other {Publicado}}',
  'admin.studies.statusLabel': 'Situação',
  'admin.studies.textLanguage': 'Idioma dos textos',
  'admin.studies.titleIn': 'Título ({language})',
  'admin.studies.descriptionIn': 'Descrição ({language})',
  'admin.studies.contentIn': 'Texto do estudo ({language})',
  'admin.studies.optional': 'Deixe vazio enquanto o estudo não estiver escrito neste idioma.',
  'admin.studies.contentHint':
    'Uma linha em branco entre parágrafos. # , ## e ### iniciam títulos; uma linha entre *asteriscos* fica centralizada; um parágrafo entre "aspas" seguido de — Referência é uma citação; linhas que começam com - formam uma lista; **negrito** e *itálico* funcionam em qualquer lugar. As referências bíblicas viram links quando o estudo é salvo.',
  'admin.studies.duration': 'Tempo de leitura',
  'admin.studies.durationHint': 'Como os leitores veem, p. ex. 45-60 minutes.',
  'admin.studies.order': 'Lugar na lista',
  'admin.studies.orderHint': 'Os menores primeiro. Deixe vazio para colocá-lo depois dos outros.',
  'admin.studies.featuredHint': 'Os estudos em destaque aparecem primeiro, num cartão grande.',
  'admin.studies.preview': 'Pré-visualização ({language})',
  'admin.studies.previewEmpty': 'Ainda não há nada escrito neste idioma.',
  'admin.studies.saved': 'Estudo salvo',
  'admin.studies.published': 'Estudo publicado',
  'admin.studies.saveFailed': 'Não foi possível salvar o estudo. Tente novamente.',
  'admin.studies.saveFailedTitle': 'Falha ao salvar o estudo',
  'admin.studies.save': '{status, select, draft {Salvar rascunho} other {Salvar e publicar}}',
  'admin.studies.deleteBody':
    '“{title}” será removido do Centro de estudo bíblico, com suas traduções.',
  'admin.studies.view': 'Ver no Centro de estudo bíblico',
};
