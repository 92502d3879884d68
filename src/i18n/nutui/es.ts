// Spanish pack for NutUI React Taro 3 (it ships none); same shape as its en-US pack.
import type { BaseLang } from '@nutui/nutui-react-taro/dist/es/locales/base'
import { NUT_FUNCTIONS } from './functions'

const es: BaseLang = {
  save: 'Guardar',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  done: 'Listo',
  noData: 'Sin datos',
  placeholder: 'Escribe aquí',
  select: 'Seleccionar',
  edit: 'Editar',
  reset: 'Restablecer',
  close: 'Cerrar',
  video: {
    errorTip: 'Error al cargar el vídeo',
    clickRetry: 'Toca para reintentar',
  },
  fixednav: {
    activeText: 'Cerrar menú',
    inactiveText: 'Navegación rápida',
  },
  infiniteloading: {
    pullRefreshText: 'Suelta para actualizar',
    loadText: 'Cargando',
    loadMoreText: 'No hay más',
  },
  pagination: {
    prev: 'Anterior',
    next: 'Siguiente',
  },
  range: {
    rangeText: 'está fuera de rango',
  },
  calendaritem: {
    weekdays: ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'],
    end: 'Fin',
    start: 'Inicio',
    confirm: 'Confirmar',
    title: 'Calendario',
    monthTitle: NUT_FUNCTIONS.es.calendaritem.monthTitle,
    today: 'Hoy',
    loadPreviousMonth: 'Cargar el mes anterior',
    noEarlierMonth: 'No hay meses anteriores',
  },
  shortpassword: {
    title: 'Introduce la contraseña',
    description: 'Verificación',
    tips: '¿Olvidaste la contraseña?',
  },
  uploader: {
    list: 'Archivos subidos',
    ready: 'Listo',
    readyUpload: 'Listo para subir',
    waitingUpload: 'Esperando para subir',
    uploading: 'Subiendo...',
    success: 'Subido correctamente',
    error: 'Error al subir',
    deleteWord: '¡El usuario ha bloqueado la eliminación!',
  },
  countdown: {
    day: ' d ',
    hour: ' h ',
    minute: ' min ',
    second: ' s ',
  },
  address: {
    selectRegion: 'Elegir dirección',
    deliveryTo: 'Entregar en',
    chooseAnotherAddress: 'Elegir otra dirección',
    hotCity: 'Ciudades populares',
    selectProvince: 'Elegir provincia o ciudad',
  },
  signature: {
    reSign: 'Volver a firmar',
    unsupported: 'Lo sentimos, este navegador no admite canvas, así que este control no está disponible.',
  },
  ecard: {
    chooseText: 'Seleccionar',
    otherValueText: 'Otro importe',
    placeholder: 'Introduce un importe',
  },
  timeselect: {
    pickupTime: 'Hora de recogida',
  },
  sku: {
    buyNow: 'Comprar ahora',
    buyNumber: 'Cantidad',
    addToCard: 'Añadir al carrito',
  },
  skuheader: {
    skuId: 'Referencia',
  },
  addresslist: {
    addAddress: 'Añadir dirección',
  },
  comment: {
    complaintsText: 'Tengo una queja',
    additionalReview: NUT_FUNCTIONS.es.comment.additionalReview,
    additionalImages: NUT_FUNCTIONS.es.comment.additionalImages,
  },
  searchbar: {
    basePlaceholder: 'Buscar',
    text: 'texto',
    test: 'prueba',
    title1: 'uso básico',
    title2: 'forma y longitud máxima del buscador',
    title3: 'fondo dentro y fuera del buscador',
    title4: 'textos del buscador',
    title5: 'iconos personalizados',
    title6: 'seguimiento de cambios',
  },
  audio: {
    back: 'Retroceder',
    forward: 'Avanzar',
    pause: 'Pausa',
    start: 'Reproducir',
    mute: 'Silenciar',
    tips: 'El evento onplayend solo se activa cuando loop = false',
  },
  avatarCropper: {
    rotate: 'Girar',
    selectImage: 'Elegir imagen',
  },
  datepicker: {
    year: 'Año',
    month: 'Mes',
    day: 'Día',
    hour: 'Hora',
    min: 'Minuto',
    seconds: 'Segundo',
  },
  pullToRefresh: {
    pullingText: 'Desliza para actualizar',
    canReleaseText: 'Suelta para actualizar',
    refreshingText: 'Cargando...',
    completeText: 'Actualizado',
  },
  tour: {
    prevStepText: 'Anterior',
    completeText: 'Finalizar',
    nextStepText: 'Siguiente',
  },
  watermark: {
    errorCanvasTips: 'Canvas no es compatible con este entorno',
  },
  mask: 'Máscara',
}

export default es
