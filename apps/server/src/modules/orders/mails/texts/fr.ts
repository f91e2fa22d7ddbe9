import type { OrderMailTexts } from '../texts.ts';

export const fr: OrderMailTexts = {
  hello: 'Bonjour {name},',
  view: 'Voir votre commande',
  invoice: 'Votre facture',
  creditNote: 'Votre avoir',
  items: 'Articles',
  subtotal: 'Sous-total',
  member: 'Prix membre',
  discount: 'Remise',
  shipping: 'Livraison',
  tax: 'Taxes',
  taxIncluded: 'Dont TVA',
  credit: 'Avoir',
  total: 'Total',
  placedOn: 'Commande {code}, passée le {date}',
  placed: {
    subject: 'Votre commande {shop} {code} est confirmée',
    body: "Merci pour votre commande. Nous la préparons et vous écrirons de nouveau lors de l'expédition.",
    cash: 'Vous paierez {total} en espèces à la livraison.',
  },
  paid: {
    subject: 'Paiement reçu pour votre commande {code}',
    body: "Nous avons bien reçu votre paiement de {amount}. Nous préparons votre commande et vous écrirons de nouveau lors de l'expédition.",
  },
  shipped: {
    subject: 'Votre commande {code} est en route',
    body: '{carrier} achemine votre colis. Numéro de suivi : {tracking}.',
    bodyOther: 'Votre colis est en route. Numéro de suivi : {tracking}.',
    partial: 'Une partie de votre commande a été expédiée ; le reste suivra.',
    track: 'Suivre votre colis',
  },
  delivered: {
    subject: 'Votre commande {code} a été livrée',
    body: 'Votre commande a été livrée. Nous espérons qu’elle vous plaira.',
  },
  cancelled: {
    subject: 'Votre commande {code} a été annulée',
    body: 'Votre commande a été annulée.',
    refund: 'Nous vous remboursons {amount} sur votre moyen de paiement d’origine.',
  },
  changed: {
    subject: 'Votre commande {code} a été modifiée',
    body: 'Votre commande a été modifiée comme ci-dessous. Son nouveau total est de {total}.',
    refund: 'Nous vous remboursons {amount} sur votre moyen de paiement d’origine.',
    due: 'Il reste {amount} à payer : réglez-les sur la page de votre commande, nous l’expédierons dès qu’ils seront payés.',
  },
  balancePaid: {
    subject: 'Paiement reçu pour la modification de votre commande {code}',
    body: 'Nous avons reçu {amount} pour la modification de votre commande. Nous vous écrirons à son expédition.',
  },
  refunded: {
    subject: 'Remboursement de votre commande {code}',
    body: 'Nous vous avons remboursé {amount} sur votre moyen de paiement d’origine. Cela peut prendre quelques jours.',
    credit:
      'Nous avons ajouté {amount} à votre avoir {shop}. Il règle tout ou partie de votre prochaine commande lors du paiement.',
  },
  staff: {
    subject: 'Nouvelle commande {code} à expédier',
    body: '{name} a passé une commande de {total} ({units}).',
    units: { one: '{count} article', other: '{count} articles' },
    cash: 'Paiement à la livraison : encaisser {total}.',
    card: 'Payée par carte.',
    open: "L'ouvrir dans l'arrière-boutique",
  },
};
