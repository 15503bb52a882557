import type { TranslationOf } from './translation';

/** The Backups tab's Import and export section, and the imports' messages from the server. */
export const importsEn = {
  'admin.imports.heading': 'Import and export',
  'admin.imports.intro':
    'Bring posts from WordPress and readers from Mailchimp, Substack or any CSV file; take everything with you whenever you like. Try an import first: nothing changes until you confirm it.',
  'admin.imports.wordpress.heading': 'Posts from WordPress',
  'admin.imports.wordpress.help':
    'The .xml file that Tools → Export makes in WordPress. Images are fetched from the old site while it still answers.',
  'admin.imports.subscribers.heading': 'Newsletter readers',
  'admin.imports.subscribers.help':
    'A CSV file from Mailchimp, Substack or anywhere, with a column of e-mail addresses. Readers who left or bounced stay out; those who never confirmed receive our confirmation e-mail.',
  'admin.imports.file': 'File to import',
  'admin.imports.language': 'Language when the file does not say',
  'admin.imports.tryFirst': 'Try it first',
  'admin.imports.run': 'Import',
  'admin.imports.trying': 'Reading the file…',
  'admin.imports.running': 'Importing… images and e-mails can take a few minutes',
  'admin.imports.uploading': 'Sending the file: {percent, number, percent}',
  'admin.imports.post': 'Importing post {post, number} of {total, number}: {title}',
  'admin.imports.tryingPost': 'Reading post {post, number} of {total, number}: {title}',
  'admin.imports.postsDone': '{done, number} of {total, number} posts done',
  'admin.imports.chooseFile': 'Choose a file first.',
  'admin.imports.failed': 'The file could not be imported. Please check it and try again.',
  'admin.imports.dryReport': 'Trying it changed nothing. An import would do this:',
  'admin.imports.doneReport': 'Imported:',
  'admin.imports.created': 'Made: {count, number}',
  'admin.imports.updated': 'Updated: {count, number}',
  'admin.imports.skipped': 'Skipped: {count, number}',
  'admin.imports.warnings': 'Notes',
  'admin.exports.heading': 'Take everything with you',
  'admin.exports.content': 'Content (JSON, Markdown and images)',
  'admin.exports.subscribers': 'Newsletter readers (CSV)',
  'admin.exports.people': 'People with accounts (CSV)',
  'server.import.notWxr':
    'This is not a WordPress export: choose the .xml file that Tools → Export in WordPress makes',
  'server.import.notCsv':
    'This is not a CSV file of subscribers: its first line must name the columns, one of them the e-mail address',
  'server.import.fileMissing': 'Choose a file to import (the form field "file")',
  'server.import.oneFile': 'Import one file at a time',
  'server.import.noColumn': 'The file has no column “{name}”',
  'server.import.postTwice': 'The file holds this post twice: imported once',
  'server.import.postEmpty': 'The post has no title and no text: not imported',
  'server.import.postTooLong': 'The post is too long for an article: not imported',
  'server.import.private': 'Private on WordPress: kept as a draft',
  'server.import.imageElsewhere': 'The image {url} is not on the old site: left out',
  'server.import.imageNotFetched':
    'The image {url} could not be fetched from the old site: left out',
  'server.import.shortcode': 'The [{name}] shortcode has no Markdown form: left out',
  'server.import.notEmail': '“{address}” is not an e-mail address: skipped',
  'server.import.line': 'Line {line}',
  'server.import.running':
    'An import of WordPress posts is already running: wait for its report, then try again',
  'server.import.stopped':
    'The import stopped before its end and no post was saved. Please try again.',
  'server.import.moreWarnings': '{count} more warnings not listed',
} as const;

export const importsEs: TranslationOf<typeof importsEn> = {
  'admin.imports.heading': 'Importar y exportar',
  'admin.imports.intro':
    'Traiga las entradas de WordPress y los lectores de Mailchimp, Substack o cualquier archivo CSV; llévese todo cuando quiera. Pruebe primero una importación: nada cambia hasta que la confirme.',
  'admin.imports.wordpress.heading': 'Entradas de WordPress',
  'admin.imports.wordpress.help':
    'El archivo .xml que crea Herramientas → Exportar en WordPress. Las imágenes se traen del sitio antiguo mientras siga respondiendo.',
  'admin.imports.subscribers.heading': 'Lectores del boletín',
  'admin.imports.subscribers.help':
    'Un archivo CSV de Mailchimp, Substack o de cualquier lugar, con una columna de direcciones de correo. Los lectores que se dieron de baja o rebotaron quedan fuera; quienes nunca confirmaron reciben nuestro correo de confirmación.',
  'admin.imports.file': 'Archivo que importar',
  'admin.imports.language': 'Idioma cuando el archivo no lo indica',
  'admin.imports.tryFirst': 'Probar primero',
  'admin.imports.run': 'Importar',
  'admin.imports.trying': 'Leyendo el archivo…',
  'admin.imports.running': 'Importando… las imágenes y los correos pueden tardar unos minutos',
  'admin.imports.uploading': 'Enviando el archivo: {percent, number, percent}',
  'admin.imports.post': 'Importando la entrada {post, number} de {total, number}: {title}',
  'admin.imports.tryingPost': 'Leyendo la entrada {post, number} de {total, number}: {title}',
  'admin.imports.postsDone': '{done, number} de {total, number} entradas terminadas',
  'admin.imports.chooseFile': 'Elija primero un archivo.',
  'admin.imports.failed': 'No se pudo importar el archivo. Revíselo e inténtelo de nuevo.',
  'admin.imports.dryReport': 'La prueba no cambió nada. Una importación haría esto:',
  'admin.imports.doneReport': 'Importado:',
  'admin.imports.created': 'Creados: {count, number}',
  'admin.imports.updated': 'Actualizados: {count, number}',
  'admin.imports.skipped': 'Omitidos: {count, number}',
  'admin.imports.warnings': 'Notas',
  'admin.exports.heading': 'Llévese todo',
  'admin.exports.content': 'Contenido (JSON, Markdown e imágenes)',
  'admin.exports.subscribers': 'Lectores del boletín (CSV)',
  'admin.exports.people': 'Personas con cuenta (CSV)',
  'server.import.notWxr':
    'Esto no es una exportación de WordPress: elija el archivo .xml que crea Herramientas → Exportar en WordPress',
  'server.import.notCsv':
    'Esto no es un archivo CSV de suscriptores: su primera línea debe nombrar las columnas, una de ellas la dirección de correo',
  'server.import.fileMissing': 'Elija un archivo para importar',
  'server.import.oneFile': 'Importe un archivo cada vez',
  'server.import.noColumn': 'El archivo no tiene la columna «{name}»',
  'server.import.postTwice': 'El archivo contiene esta entrada dos veces: se importó una vez',
  'server.import.postEmpty': 'La entrada no tiene título ni texto: no se importó',
  'server.import.postTooLong': 'La entrada es demasiado larga para un artículo: no se importó',
  'server.import.private': 'Privada en WordPress: se guardó como borrador',
  'server.import.imageElsewhere': 'La imagen {url} no está en el sitio antiguo: se dejó fuera',
  'server.import.imageNotFetched':
    'No se pudo traer la imagen {url} del sitio antiguo: se dejó fuera',
  'server.import.shortcode': 'El código corto [{name}] no tiene forma en Markdown: se dejó fuera',
  'server.import.notEmail': '«{address}» no es una dirección de correo: se omitió',
  'server.import.line': 'Línea {line}',
  'server.import.running':
    'Ya hay una importación de entradas de WordPress en curso: espere su informe y vuelva a intentarlo',
  'server.import.stopped':
    'La importación se detuvo antes de terminar y no se guardó ninguna entrada. Inténtelo de nuevo.',
  'server.import.moreWarnings': '{count} notas más sin mostrar',
};

export const importsPt: TranslationOf<typeof importsEn> = {
  'admin.imports.heading': 'Importar e exportar',
  'admin.imports.intro':
    'Traga os posts do WordPress e os leitores do Mailchimp, do Substack ou de qualquer arquivo CSV; leve tudo consigo quando quiser. Teste uma importação primeiro: nada muda até que você a confirme.',
  'admin.imports.wordpress.heading': 'Posts do WordPress',
  'admin.imports.wordpress.help':
    'O arquivo .xml que Ferramentas → Exportar cria no WordPress. As imagens são buscadas no site antigo enquanto ele ainda responde.',
  'admin.imports.subscribers.heading': 'Leitores do boletim',
  'admin.imports.subscribers.help':
    'Um arquivo CSV do Mailchimp, do Substack ou de qualquer lugar, com uma coluna de endereços de e-mail. Leitores que saíram ou cujos e-mails voltaram ficam de fora; quem nunca confirmou recebe o nosso e-mail de confirmação.',
  'admin.imports.file': 'Arquivo a importar',
  'admin.imports.language': 'Idioma quando o arquivo não diz',
  'admin.imports.tryFirst': 'Testar primeiro',
  'admin.imports.run': 'Importar',
  'admin.imports.trying': 'Lendo o arquivo…',
  'admin.imports.running': 'Importando… imagens e e-mails podem levar alguns minutos',
  'admin.imports.uploading': 'Enviando o arquivo: {percent, number, percent}',
  'admin.imports.post': 'Importando o post {post, number} de {total, number}: {title}',
  'admin.imports.tryingPost': 'Lendo o post {post, number} de {total, number}: {title}',
  'admin.imports.postsDone': '{done, number} de {total, number} posts concluídos',
  'admin.imports.chooseFile': 'Escolha um arquivo primeiro.',
  'admin.imports.failed': 'Não foi possível importar o arquivo. Verifique-o e tente de novo.',
  'admin.imports.dryReport': 'O teste não mudou nada. Uma importação faria isto:',
  'admin.imports.doneReport': 'Importado:',
  'admin.imports.created': 'Criados: {count, number}',
  'admin.imports.updated': 'Atualizados: {count, number}',
  'admin.imports.skipped': 'Ignorados: {count, number}',
  'admin.imports.warnings': 'Notas',
  'admin.exports.heading': 'Leve tudo consigo',
  'admin.exports.content': 'Conteúdo (JSON, Markdown e imagens)',
  'admin.exports.subscribers': 'Leitores do boletim (CSV)',
  'admin.exports.people': 'Pessoas com conta (CSV)',
  'server.import.notWxr':
    'Isto não é uma exportação do WordPress: escolha o arquivo .xml que Ferramentas → Exportar cria no WordPress',
  'server.import.notCsv':
    'Isto não é um arquivo CSV de assinantes: a primeira linha deve nomear as colunas, uma delas o endereço de e-mail',
  'server.import.fileMissing': 'Escolha um arquivo para importar',
  'server.import.oneFile': 'Importe um arquivo de cada vez',
  'server.import.noColumn': 'O arquivo não tem a coluna “{name}”',
  'server.import.postTwice': 'O arquivo contém este post duas vezes: importado uma vez',
  'server.import.postEmpty': 'O post não tem título nem texto: não foi importado',
  'server.import.postTooLong': 'O post é longo demais para um artigo: não foi importado',
  'server.import.private': 'Privado no WordPress: mantido como rascunho',
  'server.import.imageElsewhere': 'A imagem {url} não está no site antigo: deixada de fora',
  'server.import.imageNotFetched':
    'Não foi possível buscar a imagem {url} no site antigo: deixada de fora',
  'server.import.shortcode': 'O shortcode [{name}] não tem forma em Markdown: deixado de fora',
  'server.import.notEmail': '“{address}” não é um endereço de e-mail: ignorado',
  'server.import.line': 'Linha {line}',
  'server.import.running':
    'Já há uma importação de posts do WordPress em andamento: aguarde o relatório e tente de novo',
  'server.import.stopped':
    'A importação parou antes do fim e nenhum post foi salvo. Tente de novo.',
  'server.import.moreWarnings': 'Mais {count} notas não listadas',
};
