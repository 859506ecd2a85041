import type { ServiceValue } from '../../lib/constants/index.ts';
import { orderRanks } from '../../schemas/lib/order-rank.ts';
import { sizeRowKey } from '../../schemas/lib/price-values.ts';
import { ls, type LocaleString } from './locale.ts';
import { weakReference } from './media.ts';

/**
 * The bundled price list's size classes and extras (issue 58). Each one's published `_id` is its
 * key in price lists and booking requests; services.ts prices every service by these classes.
 */

type SizeCopy = { key: string; title: LocaleString; examples: LocaleString };

/** The size classes, smallest first: the order of the price tables and the booking form. */
const sizes: SizeCopy[] = [
  {
    key: 'city',
    title: ls('City car', 'Citadino', 'Міське авто'),
    examples: ls('e.g. Fiat 500, Renault Clio', 'p. ex. Fiat 500, Renault Clio', 'напр. Fiat 500, Renault Clio'),
  },
  {
    key: 'saloon',
    title: ls('Saloon or estate', 'Berlina ou carrinha', 'Седан або універсал'),
    examples: ls(
      'e.g. VW Golf, Mercedes C-Class, Peugeot 308 SW',
      'p. ex. VW Golf, Mercedes Classe C, Peugeot 308 SW',
      'напр. VW Golf, Mercedes C-Class, Peugeot 308 SW',
    ),
  },
  {
    key: 'suv',
    title: ls('SUV or MPV', 'SUV ou monovolume', 'Кросовер, позашляховик або мінівен'),
    examples: ls(
      'e.g. Nissan Qashqai, BMW X5, Renault Espace',
      'p. ex. Nissan Qashqai, BMW X5, Renault Espace',
      'напр. Nissan Qashqai, BMW X5, Renault Espace',
    ),
  },
  {
    key: 'van',
    title: ls('Van or pick-up', 'Furgão ou pick-up', 'Фургон або пікап'),
    examples: ls(
      'e.g. Mercedes Vito, VW Transporter, Toyota Hilux',
      'p. ex. Mercedes Vito, VW Transporter, Toyota Hilux',
      'напр. Mercedes Vito, VW Transporter, Toyota Hilux',
    ),
  },
];

const sizeRanks = orderRanks(sizes.length);

/** Vehicle size documents, `_id` vehicleSize-<key>, ranked in the order above. */
export const vehicleSizes = sizes.map(({ key, title, examples }, index) => ({
  _id: `vehicleSize-${key}`,
  _type: 'vehicleSize',
  title,
  examples,
  orderRank: sizeRanks[index],
}));

/** A service's price per size class, in the order of `vehicleSizes`: euros, or null for "on request". */
export type SizePrices = readonly [number | null, number | null, number | null, number | null];

/** A service's `prices`: one `sizePrice` row per bundled size class. */
export const sizePriceRows = (prices: SizePrices) =>
  vehicleSizes.map(({ _id }, index) => {
    const price = prices[index] ?? null;
    return {
      _type: 'sizePrice',
      _key: sizeRowKey(_id),
      size: weakReference(_id),
      ...(price === null ? { onRequest: true } : { price, onRequest: false }),
    };
  });

type ExtraCopy = {
  key: string;
  title: LocaleString;
  /** EUR, as the customer pays it, whatever the size class. */
  price: number;
  /** The services it is offered with; absent: every service. */
  services?: ServiceValue[];
};

/** The extras, in the order the service pages and the booking form list them. */
const extras: ExtraCopy[] = [
  {
    key: 'engine-bay',
    title: ls('Engine bay cleaning', 'Limpeza do compartimento do motor', 'Чищення моторного відсіку'),
    price: 45,
  },
  {
    key: 'headlights',
    title: ls('Headlight restoration', 'Restauro de faróis', 'Відновлення фар'),
    price: 60,
    services: ['full-detail', 'paint-correction', 'ceramic-coating', 'express-detail'],
  },
  {
    key: 'pet-hair',
    title: ls('Pet hair removal', 'Remoção de pelos de animais', 'Видалення шерсті тварин'),
    price: 35,
    services: ['interior-detailing', 'full-detail', 'express-detail'],
  },
  {
    key: 'odour',
    title: ls('Odour treatment with ozone', 'Tratamento de odores com ozono', 'Усунення запахів озоном'),
    price: 50,
    services: ['interior-detailing', 'full-detail'],
  },
];

const extraRanks = orderRanks(extras.length);

/** Extra documents, `_id` serviceExtra-<key>, ranked in the order above. */
export const serviceExtras = extras.map(({ key, title, price, services }, index) => ({
  _id: `serviceExtra-${key}`,
  _type: 'serviceExtra',
  title,
  price,
  ...(services && {
    services: services.map((value) => ({ ...weakReference(`service-${value}`), _key: value })),
  }),
  orderRank: extraRanks[index],
}));
