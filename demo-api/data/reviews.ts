import type { Localized } from '../types';

type ReviewText = Localized<string> & { only?: 'atm' | 'store' };

/** Review copy pool for the location generator, grouped by star rating; `only` limits a text to one location type. */
export const reviewTexts: Record<number, ReviewText[]> = {
  5: [
    {
      es: 'Compré mis primeros bitcoins aquí y el personal me explicó todo con mucha paciencia. En diez minutos tenía los fondos en mi monedero.',
      en: 'I bought my first bitcoin here and the staff explained everything patiently. Ten minutes later the funds were in my wallet.',
      only: 'store',
    },
    {
      es: 'El cajero funciona de maravilla: escaneas el QR, metes los billetes y listo. La comisión está clara desde el principio.',
      en: 'The ATM works perfectly: scan the QR code, insert the notes and you are done. The fee is clear from the start.',
      only: 'atm',
    },
    {
      es: 'Atención de diez. Vendí USDT y me pagaron en efectivo al momento, sin letra pequeña.',
      en: 'Top service. I sold USDT and was paid in cash on the spot, no small print.',
    },
    {
      es: 'Muy buena ubicación y horario amplio. He repetido varias veces y siempre ha ido rápido.',
      en: 'Great location and long opening hours. I have come back several times and it has always been quick.',
    },
    {
      es: 'Me ayudaron a configurar el monedero en el móvil antes de comprar. Se nota que saben lo que hacen.',
      en: 'They helped me set up a wallet on my phone before buying. You can tell they know what they are doing.',
      only: 'store',
    },
  ],
  4: [
    {
      es: 'Todo correcto y rápido. Le quito una estrella porque había algo de cola a la hora de comer.',
      en: 'Everything was fine and fast. One star less because there was a bit of a queue at lunchtime.',
    },
    {
      es: 'Buen servicio y precio competitivo. Estaría bien que el cajero aceptara billetes de 200.',
      en: 'Good service and a competitive price. It would be nice if the ATM took 200 notes.',
      only: 'atm',
    },
    {
      es: 'La verificación de identidad tardó un poco más de lo esperado, pero después todo fue muy fluido.',
      en: 'Identity verification took a little longer than expected, but after that everything went smoothly.',
    },
    {
      es: 'Local limpio y discreto, el encargado muy amable. Recomendable para cantidades pequeñas.',
      en: 'Clean and discreet shop, very friendly manager. Recommended for small amounts.',
      only: 'store',
    },
  ],
  3: [
    {
      es: 'Cumple, aunque la pantalla del cajero se ve mal con el sol de la tarde.',
      en: 'It does the job, although the ATM screen is hard to read in the afternoon sun.',
      only: 'atm',
    },
    {
      es: 'La operación salió bien, pero tuve que llamar a soporte porque no me llegaba el SMS de verificación.',
      en: 'The transaction went through, but I had to call support because the verification text message did not arrive.',
    },
    {
      es: 'Precio algo más alto que en la web, aunque entiendo que pagas la comodidad del efectivo.',
      en: 'Price slightly higher than on the website, though I understand you pay for the convenience of cash.',
    },
  ],
  2: [
    {
      es: 'Fui un domingo y estaba cerrado aunque el horario decía lo contrario. Entre semana sí funcionó.',
      en: 'I went on a Sunday and it was closed although the hours said otherwise. On a weekday it worked.',
    },
    {
      es: 'El cajero se quedó sin efectivo para vender. Tuve que volver al día siguiente.',
      en: 'The ATM ran out of cash for selling. I had to come back the next day.',
      only: 'atm',
    },
  ],
  1: [
    {
      es: 'El cajero rechazó mis billetes varias veces y nadie contestaba al teléfono del local. Al final fui a otro.',
      en: 'The ATM rejected my notes several times and nobody answered the phone at the shop. In the end I went elsewhere.',
      only: 'atm',
    },
    {
      es: 'Esperé veinte minutos a que alguien me atendiera. La compra al final se hizo, pero la experiencia fue mala.',
      en: 'I waited twenty minutes for someone to serve me. The purchase went through in the end, but it was a poor experience.',
      only: 'store',
    },
  ],
};

export const reviewAuthors = [
  'Lucía M.',
  'Javier R.',
  'Carmen G.',
  'Andrés P.',
  'Marta S.',
  'Pablo L.',
  'Sofía V.',
  'Diego F.',
  'Elena C.',
  'Raúl N.',
  'Valentina A.',
  'Mateo B.',
  'Camila O.',
  'Santiago T.',
  'Florencia D.',
  'Tomás H.',
  'Daniela Q.',
  'Joaquín E.',
  'Paula I.',
  'Martín K.',
];
