// French pack for NutUI React Taro 3 (it ships none); same shape as its en-US pack.
import type { BaseLang } from '@nutui/nutui-react-taro/dist/es/locales/base'
import { NUT_FUNCTIONS } from './functions'

const fr: BaseLang = {
  save: 'Enregistrer',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  done: 'Terminé',
  noData: 'Aucune donnée',
  placeholder: 'Saisissez du texte',
  select: 'Sélectionner',
  edit: 'Modifier',
  reset: 'Réinitialiser',
  close: 'Fermer',
  video: {
    errorTip: 'Échec du chargement de la vidéo',
    clickRetry: 'Touchez pour réessayer',
  },
  fixednav: {
    activeText: 'Fermer le menu',
    inactiveText: 'Navigation rapide',
  },
  infiniteloading: {
    pullRefreshText: 'Relâchez pour actualiser',
    loadText: 'Chargement',
    loadMoreText: 'Vous avez tout vu',
  },
  pagination: {
    prev: 'Précédent',
    next: 'Suivant',
  },
  range: {
    rangeText: 'est hors limites',
  },
  calendaritem: {
    weekdays: ['Dim', 'Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam'],
    end: 'Fin',
    start: 'Début',
    confirm: 'Confirmer',
    title: 'Calendrier',
    monthTitle: NUT_FUNCTIONS.fr.calendaritem.monthTitle,
    today: "Aujourd'hui",
    loadPreviousMonth: 'Charger le mois précédent',
    noEarlierMonth: 'Aucun mois antérieur',
  },
  shortpassword: {
    title: 'Saisissez votre mot de passe',
    description: 'Vérification',
    tips: 'Mot de passe oublié',
  },
  uploader: {
    list: 'Fichiers envoyés',
    ready: 'Prêt',
    readyUpload: 'Prêt à envoyer',
    waitingUpload: "En attente d'envoi",
    uploading: 'Envoi en cours...',
    success: 'Envoi réussi',
    error: "Échec de l'envoi",
    deleteWord: "La suppression a été bloquée par l'utilisateur\u00a0!",
  },
  countdown: {
    day: '\u00a0j ',
    hour: '\u00a0h ',
    minute: '\u00a0min ',
    second: '\u00a0s ',
  },
  address: {
    selectRegion: 'Choisir une adresse',
    deliveryTo: 'Livrer à',
    chooseAnotherAddress: 'Choisir une autre adresse',
    hotCity: 'Villes populaires',
    selectProvince: 'Choisir une province ou une ville',
  },
  signature: {
    reSign: 'Signer à nouveau',
    unsupported: 'Désolé, ce navigateur ne prend pas en charge canvas, ce composant est donc indisponible.',
  },
  ecard: {
    chooseText: 'Sélectionner',
    otherValueText: 'Autre montant',
    placeholder: 'Saisissez un montant',
  },
  timeselect: {
    pickupTime: 'Heure de retrait',
  },
  sku: {
    buyNow: 'Acheter maintenant',
    buyNumber: 'Quantité',
    addToCard: 'Ajouter au panier',
  },
  skuheader: {
    skuId: 'Référence',
  },
  addresslist: {
    addAddress: 'Ajouter une adresse',
  },
  comment: {
    complaintsText: "J'ai une réclamation",
    additionalReview: NUT_FUNCTIONS.fr.comment.additionalReview,
    additionalImages: NUT_FUNCTIONS.fr.comment.additionalImages,
  },
  searchbar: {
    basePlaceholder: 'Rechercher',
    text: 'texte',
    test: 'test',
    title1: 'utilisation de base',
    title2: 'forme et longueur maximale du champ de recherche',
    title3: "arrière-plan à l'intérieur et à l'extérieur du champ de recherche",
    title4: 'textes du champ de recherche',
    title5: 'icônes personnalisées',
    title6: 'suivi des modifications',
  },
  audio: {
    back: 'Reculer',
    forward: 'Avancer',
    pause: 'Pause',
    start: 'Lecture',
    mute: 'Muet',
    tips: "L'événement onplayend n'est déclenché que si loop = false",
  },
  avatarCropper: {
    rotate: 'Pivoter',
    selectImage: 'Choisir une image',
  },
  datepicker: {
    year: 'Année',
    month: 'Mois',
    day: 'Jour',
    hour: 'Heure',
    min: 'Minute',
    seconds: 'Seconde',
  },
  pullToRefresh: {
    pullingText: 'Tirez pour actualiser',
    canReleaseText: 'Relâchez pour actualiser',
    refreshingText: 'Chargement...',
    completeText: 'Actualisé',
  },
  tour: {
    prevStepText: 'Précédent',
    completeText: 'Terminer',
    nextStepText: 'Suivant',
  },
  watermark: {
    errorCanvasTips: "Canvas n'est pas pris en charge dans cet environnement",
  },
  mask: 'Masque',
}

export default fr
