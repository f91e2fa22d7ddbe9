import type { OrderMailTexts } from '../texts.ts';

export const es: OrderMailTexts = {
  hello: 'Hola, {name}:',
  view: 'Ver tu pedido',
  invoice: 'Tu factura',
  creditNote: 'Tu factura rectificativa',
  items: 'Artículos',
  subtotal: 'Subtotal',
  member: 'Precio de socio',
  discount: 'Descuento',
  shipping: 'Envío',
  tax: 'Impuestos',
  taxIncluded: 'Impuestos incluidos',
  credit: 'Saldo a favor',
  total: 'Total',
  placedOn: 'Pedido {code}, realizado el {date}',
  placed: {
    subject: 'Tu pedido de {shop} {code} está confirmado',
    body: 'Gracias por tu pedido. Lo estamos preparando y te escribiremos de nuevo cuando salga.',
    cash: 'Pagarás {total} en efectivo a la entrega.',
  },
  paid: {
    subject: 'Pago recibido de tu pedido {code}',
    body: 'Hemos recibido tu pago de {amount}. Estamos preparando tu pedido y te escribiremos de nuevo cuando salga.',
  },
  shipped: {
    subject: 'Tu pedido {code} está en camino',
    body: '{carrier} lleva tu paquete. Número de seguimiento: {tracking}.',
    bodyOther: 'Tu paquete está en camino. Número de seguimiento: {tracking}.',
    partial: 'Ha salido una parte de tu pedido; el resto llegará después.',
    track: 'Seguir tu paquete',
  },
  delivered: {
    subject: 'Tu pedido {code} ha sido entregado',
    body: 'Tu pedido ha sido entregado. Esperamos que lo disfrutes.',
  },
  cancelled: {
    subject: 'Tu pedido {code} ha sido cancelado',
    body: 'Tu pedido ha sido cancelado.',
    refund: 'Te reembolsamos {amount} en tu método de pago original.',
  },
  changed: {
    subject: 'Tu pedido {code} ha cambiado',
    body: 'Tu pedido ha cambiado como ves abajo. Su nuevo total es {total}.',
    refund: 'Te reembolsamos {amount} en tu método de pago original.',
    due: 'Quedan {amount} por pagar: págalos en la página de tu pedido y lo enviaremos en cuanto estén pagados.',
  },
  balancePaid: {
    subject: 'Pago recibido por el cambio de tu pedido {code}',
    body: 'Hemos recibido {amount} por el cambio de tu pedido. Te escribiremos de nuevo cuando se envíe.',
  },
  refunded: {
    subject: 'Reembolso de tu pedido {code}',
    body: 'Te hemos reembolsado {amount} en tu método de pago original. Puede tardar unos días en aparecer.',
    credit:
      'Hemos añadido {amount} a tu saldo a favor en {shop}. Puedes usarlo para pagar parte o la totalidad de tu próximo pedido.',
  },
  staff: {
    subject: 'Nuevo pedido {code} para enviar',
    body: '{name} ha hecho un pedido de {total} ({units}).',
    units: { one: '{count} artículo', other: '{count} artículos' },
    cash: 'Contra reembolso: cobrar {total}.',
    card: 'Pagado con tarjeta.',
    open: 'Abrirlo en la trastienda',
  },
};
