import { GALLERY_IMAGE_COUNT } from '../../lib/constants.ts';
import { ls, type LocaleString } from './locale.ts';
import { accessibleImage } from './media.ts';

/** Alternative text of gallery-01.webp … gallery-13.webp, describing each image as drawn. */
const alts: LocaleString[] = [
  ls(
    'Black grand tourer in side profile under the studio light bars',
    'Coupé preto de perfil sob as barras de luz do estúdio',
    'Чорне купе в профіль під світловими панелями студії',
  ),
  ls(
    'Close-up of a six-spoke forged wheel lit from the side',
    'Pormenor de uma jante forjada de seis raios iluminada de lado',
    'Крупним планом кований шестиспицевий диск, освітлений збоку',
  ),
  ls(
    'Water beading on black paint after a ceramic coating',
    'Gotas de água na pintura preta depois do revestimento cerâmico',
    'Краплі води на чорному лаку після керамічного покриття',
  ),
  ls(
    'Champagne-coloured grand tourer in side profile under the studio lights',
    'Coupé cor de champanhe de perfil sob as luzes do estúdio',
    'Купе кольору шампань у профіль під лампами студії',
  ),
  ls(
    'Quilted tan leather with gold stitching under warm cabin light',
    'Pele acolchoada castanho-clara com pespontos dourados sob luz quente',
    'Стьобана світло-коричнева шкіра із золотистою строчкою в теплому світлі салону',
  ),
  ls(
    "Close crop of a midnight-blue car's gleaming flank and wheel",
    'Plano aproximado da lateral brilhante e da jante de um carro azul-noite',
    'Блискучий бік і колесо темно-синього авто крупним планом',
  ),
  ls(
    'Dark grey paint mid-correction, swirl marks giving way to a mirror finish',
    'Pintura cinzento-escura a meio da correção, com os riscos a darem lugar ao efeito espelho',
    'Темно-сірий лак у процесі корекції: павутинки поступаються дзеркальному блиску',
  ),
  ls(
    'Pearl-white grand tourer in side profile beneath the studio light bars',
    'Coupé branco-pérola de perfil sob as barras de luz do estúdio',
    'Перламутрово-біле купе в профіль під світловими панелями студії',
  ),
  ls(
    'Five-spoke forged wheel filling the frame, its rim catching the light',
    'Jante forjada de cinco raios a ocupar a imagem, com o aro a refletir a luz',
    'Кований пʼятиспицевий диск на весь кадр, обід ловить світло',
  ),
  ls(
    "Close view of a dark grey car's glossy flank and wheels",
    'Vista aproximada da lateral brilhante e das jantes de um carro cinzento-escuro',
    'Блискучий бік і колеса темно-сірого авто зблизька',
  ),
  ls(
    'Water beads on champagne-coloured paint after a ceramic coating',
    'Gotas de água numa pintura cor de champanhe depois do revestimento cerâmico',
    'Краплі води на лаку кольору шампань після керамічного покриття',
  ),
  ls(
    'Quilted black leather with gold contrast stitching',
    'Pele preta acolchoada com pespontos dourados em contraste',
    'Стьобана чорна шкіра з контрастною золотистою строчкою',
  ),
  ls(
    'Black grand tourer on the studio floor under a fan of overhead light bars',
    'Coupé preto no chão do estúdio sob um leque de barras de luz',
    'Чорне купе на підлозі студії під віялом стельових світлових панелей',
  ),
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Gallery documents, `_id` galleryImage-01 … galleryImage-13, in gallery order. */
export const gallery = Array.from({ length: GALLERY_IMAGE_COUNT }, (_, index) => {
  const number = pad(index + 1);
  const alt = alts[index];
  if (!alt) throw new Error(`No alt text for gallery-${number}.webp`);
  return {
    _id: `galleryImage-${number}`,
    _type: 'galleryImage',
    image: accessibleImage(`gallery-${number}.webp`, alt),
    order: index + 1,
  };
});
