import type { StudioCatalog } from './en-US.ts';

/** The project's own Studio texts in European Portuguese (see en-US.ts). */
const ptPT: StudioCatalog = {
  'structure.content': 'Conteúdo',
  'structure.siteSettings': 'Definições do site',
  'structure.homePage': 'Página inicial',
  'structure.aboutPage': 'Página Sobre Nós',
  'structure.interiorDetailPage': 'Página de limpeza de interiores',
  'structure.video': 'Vídeo',
  'structure.service': 'Serviços',
  'structure.faq': 'Perguntas frequentes',
  'structure.galleryImage': 'Imagens da galeria',
  'structure.legalPage': 'Páginas legais',

  'tool.structure': 'Estrutura',
  'tool.presentation': 'Pré-visualização',
  'tool.translations': 'Traduções',

  'language-menu.title': 'Idioma do Studio',
  'language-menu.button-label': 'Idioma do Studio: {{language}}',

  'translations.heading': 'Estado das traduções',
  'translations.intro':
    'Campos cuja tradução está em falta ou foi feita a partir de um texto em inglês mais antigo. Abra um para o editar.',
  'translations.languages': 'Idiomas',
  'translations.read-error': 'Não foi possível ler os documentos: {{message}}',
  'translations.choose-language': 'Escolha um idioma acima para ver o que falta traduzir.',
  'translations.section.done': '{{language}}: nada por traduzir',
  'translations.section.count': '{{language}}: {{number}} por traduzir',
  'translations.state.missing': 'Em falta',
  'translations.state.stale': 'Inglês alterado',

  'group.business': 'Negócio',
  'group.contact': 'Contacto',
  'group.legal': 'Informação legal',
  'group.hours': 'Horário',
  'group.home': 'Destaque e motivos',
  'group.collection': 'Recolha e entrega',
  'group.seo': 'SEO',

  'portable-text.style.normal': 'Parágrafo',
  'portable-text.style.h3': 'Título',
  'portable-text.list.bullet': 'Lista com marcas',
  'portable-text.decorator.strong': 'Negrito',
  'portable-text.decorator.em': 'Itálico',

  'validation.language-required': '{{language}}: o texto é obrigatório',
  'validation.translation-missing': 'Tradução em falta',
  'validation.layout-limit': '{{language}}: o layout tem espaço para {{max}} caracteres e este texto tem {{length}}',
  'validation.placeholder-missing': '{{language}}: inclua {{placeholder}} onde deve aparecer o valor',
  'validation.unique': 'Já usado por {{id}}; cada documento deste tipo precisa de um valor próprio',
  'validation.uniquePlace': 'Partilha o lugar na lista com {{id}}: arraste um deles para outro lugar',
  'validation.closing-after-opening': 'A hora de fecho tem de ser posterior à hora de abertura',
  'validation.maximum-below-minimum': 'O máximo não pode ser inferior ao mínimo',
  'validation.network-once': 'Cada rede social só pode aparecer uma vez',
  'validation.nif.digits-only': 'Um NIF/NIPC só tem algarismos (sem espaços nem o prefixo "PT"): {{value}}',
  'validation.nif.length': 'Um NIF/NIPC tem {{expected}} algarismos; {{value}} tem {{length}}',
  'validation.nif.check-digit': 'NIF/NIPC {{value}}: o dígito de controlo deveria ser {{expected}}',
  'validation.registration-is-nipc': 'O número de matrícula de uma empresa portuguesa é o seu NIPC ({{nif}})',
  'validation.format.time': 'Indique a hora no formato de 24 horas, HH:MM, ex.: 09:00',
  'validation.format.postal-code': 'Indique um código postal português, NNNN-NNN',
  'validation.format.country-code': 'Indique duas letras maiúsculas, ex.: PT',
  'validation.format.site-path': 'Indique um caminho deste site começado por "/", ex.: /about',
  'validation.format.price-range': 'Indique entre um e quatro símbolos €',
  'validation.format.phone': 'Indique um número de telefone no formato internacional, ex.: +351 912 345 678',
  'validation.format.whatsapp': 'Apenas algarismos, com o indicativo do país e sem "+", ex.: 351912345678',
  'validation.format.digits': 'Apenas algarismos',

  'description.accessibleImage.alt':
    'O que a imagem mostra, para leitores de ecrã e motores de pesquisa (ex.: "Capô com revestimento cerâmico a refletir as luzes do estúdio").',
  'description.disputeResolutionEntity.name':
    'Tal como a entidade se designa, ex.: "Centro de Arbitragem de Conflitos de Consumo de Lisboa".',
  'description.disputeResolutionEntity.url': 'Endereço completo do site da entidade, começado por https://.',
  'description.heroStat.value': 'Apresentado em grande e igual em todos os idiomas, ex.: "500+", "Premium", "100%".',
  'description.heroStat.label': 'Apresentado por baixo do número, ex.: "Viaturas tratadas".',
  'description.hoursEntry.days': 'Tal como os visitantes o leem, ex.: "Segunda a sexta-feira".',
  'description.hoursEntry.hours':
    'Tal como os visitantes o leem, ex.: "9:00 – 13:00 e 14:00 – 18:00" ou "Por marcação".',
  'description.openingHoursSpecification':
    'Lido pelos motores de pesquisa (schema.org OpeningHoursSpecification), não é mostrado como texto.',
  'description.openingHoursSpecification.time': 'Hora no formato de 24 horas, HH:MM (ex.: 09:00).',
  'description.postalAddress.postalCode': 'Formato português NNNN-NNN.',
  'description.postalAddress.country': 'ISO 3166-1 alfa-2, ex.: PT.',
  'description.sectionHeading.eyebrow': 'Etiqueta curta opcional por cima do título.',
  'description.sectionHeading.intro': 'Uma ou duas frases opcionais por baixo do título.',
  'description.seo':
    'Substitui as predefinições das Definições do site nesta página. Deixe em branco para usar as predefinições.',
  'description.seo.title':
    'Mostrado nos resultados de pesquisa e nos separadores do navegador; cabem cerca de 60 caracteres.',
  'description.seo.description':
    'Mostrada por baixo do título nos resultados de pesquisa; cabem cerca de 155 caracteres.',
  'description.seo.image': 'Mostrada quando a página é partilhada nas redes sociais; o ideal é 1200 × 630.',
  'description.socialLink.url': 'Endereço https:// completo da página do perfil.',
  'description.textBlock.body': 'Alguns parágrafos curtos.',
  'description.relatedLink.href': 'Um caminho deste site, ex.: "/about", "/#gallery" ou "/services/interior-detail".',
  'description.tradeRegister.office': 'Ex.: "Conservatória do Registo Comercial de Almada".',
  'description.tradeRegister.number': 'Numa empresa portuguesa, é o mesmo número que o NIPC.',
  'description.link.href':
    'Um caminho do site ("/about", "/#contact"), um endereço https:// completo, mailto: ou tel:.',

  'description.siteSettings.tagline': 'Uma linha que diz o que o negócio faz, usada no cabeçalho e nos títulos.',
  'description.siteSettings.description': 'Descrição curta usada no rodapé e nos dados estruturados.',
  'description.siteSettings.priceRange': 'Para os dados estruturados: de um a quatro símbolos do euro.',
  'description.siteSettings.phone': 'Formato internacional com espaços, ex.: "+351 912 345 678".',
  'description.siteSettings.whatsappNumber':
    'Apenas algarismos, com o indicativo do país e sem "+" (ex.: 351912345678), como as ligações wa.me exigem.',
  'description.siteSettings.locationLabel':
    'Nome curto do local mostrado na secção de contacto, ex.: "Charneca da Caparica, Almada".',
  'description.siteSettings.mapQuery': 'A morada que o mapa incorporado procura.',
  'description.siteSettings.geo': 'Centro da área de serviço, para os dados estruturados e as etiquetas geográficas.',
  'description.siteSettings.legalName':
    'O nome com que o negócio está registado, ex.: "Caparica Detailing, Unipessoal Lda.".',
  'description.siteSettings.nif': 'O número de contribuinte de 9 algarismos, sem espaços nem o prefixo "PT".',
  'description.siteSettings.tradeRegister':
    'O registo de uma empresa; deixe em branco se for empresário em nome individual, que não o tem.',
  'description.siteSettings.registeredAddress': 'Só quando a sede não é a morada indicada em Contacto.',
  'description.siteSettings.disputeResolution':
    'As entidades de resolução alternativa de litígios a que os consumidores podem recorrer, indicadas no rodapé.',
  'description.siteSettings.contactHours': 'A versão detalhada, ex.: pausa para almoço e marcações ao fim de semana.',
  'description.siteSettings.footerHours': 'A versão curta mostrada no rodapé.',
  'description.siteSettings.openingHours':
    'O que os motores de pesquisa leem; os dias que não constam contam como encerrados.',
  'description.siteSettings.freeDeliveryThresholdEur':
    'Os serviços acima deste valor incluem recolha e entrega gratuitas.',
  'description.siteSettings.collectionNotice':
    'Escreva {amount} onde deve aparecer o valor mínimo; o site preenche-o com o montante formatado.',
  'description.siteSettings.seo': 'Usado em todas as páginas que não definam os seus próprios valores.',

  'description.homePage.heroImage':
    'Fotografia larga, com pelo menos 1920 px de largura; a parte mais importante mantém-se visível graças ao hotspot.',
  'description.homePage.servicesSection': 'Título por cima dos seis cartões de serviço.',
  'description.homePage.gallerySection': 'Título por cima da galeria.',
  'description.homePage.videoSection': 'Título por cima do vídeo.',
  'description.homePage.contactSection': 'Título por cima dos contactos e do formulário de marcação.',
  'description.aboutPage.textBlock': 'Dois parágrafos curtos.',
  'description.aboutPage.cta': 'Bloco final com os botões "Ver os Nossos Serviços" e "Pedir Orçamento".',
  'description.interiorDetailPage.durationNote': 'Ex.: "conforme o tamanho e o estado da viatura".',
  'description.interiorDetailPage.faqSection':
    'Título das perguntas frequentes sobre este serviço (editadas em "Perguntas frequentes").',
  'description.video.title': 'Dá nome ao vídeo para os leitores de ecrã.',
  'description.video.caption': 'Mostrada por baixo do vídeo.',
  'description.video.file': 'MP4 (H.264), curto e comprimido: é carregado na página inicial.',
  'description.video.poster': 'Mostrada antes de o vídeo começar; com as mesmas proporções do vídeo.',
  'description.legalPage.slug': 'Última parte do endereço, ex.: "privacy-policy". O Sanity verifica que é única.',
  'description.service.value':
    'A chave que os pedidos de marcação guardam para este serviço. Fica fixa depois de guardada, porque os pedidos guardados fazem referência a ela; para a alterar, descarte as alterações.',
  'description.service.summary': 'Uma ou duas frases no cartão do serviço.',
  'description.service.description': 'Texto mais longo para as páginas e os dados estruturados.',
  'description.service.priceFrom': 'Preço inicial opcional, mostrado como "desde €…".',
  'description.service.detailPage':
    'Só para um serviço com página própria (limpeza de interiores); a ligação "Saber mais" leva até ela.',
  'description.faq.service': 'O serviço a que esta pergunta diz respeito; é respondida na página desse serviço.',
  'description.galleryImage.caption': 'Texto opcional por baixo da imagem em destaque.',
};

export default ptPT;
