import { ls } from './locale.ts';
import { accessibleImage, videoFile } from './media.ts';

export const video = {
  _id: 'video',
  _type: 'video',
  title: ls('Final inspection in our studio', 'Inspeção final no nosso estúdio', 'Фінальний огляд у нашій студії'),
  caption: ls(
    'The last step of every job: a light sweeps along the freshly finished car to check each panel for a flawless finish.',
    'O último passo de cada trabalho: uma luz percorre o carro acabado de tratar para confirmar que cada painel está perfeito.',
    'Останній крок кожної роботи: світло проходить уздовж щойно обробленого авто, щоб перевірити кожну панель.',
  ),
  file: videoFile('detailing-film.mp4'),
  poster: accessibleImage(
    'video-poster.webp',
    ls(
      'Black grand tourer in the studio, the opening frame of our detailing film',
      'Coupé preto no estúdio, a primeira imagem do nosso vídeo',
      'Чорне купе в студії — перший кадр нашого відео',
    ),
  ),
};
