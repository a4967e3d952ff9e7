import type { HelpPageSeed } from './types';

export const locationPages: HelpPageSeed[] = [
  {
    slug: 'using-an-atm',
    topic: 'atms-and-stores',
    title: { es: 'Cómo usar un cajero de bitcoin', en: 'How to use a bitcoin ATM' },
    body: {
      es: `Nuestros cajeros funcionan en cuatro pasos: elige **comprar** o **vender**, selecciona la moneda, verifica tu teléfono con el código SMS y muestra el **código QR de tu monedero**.

Para comprar, introduce los billetes de uno en uno. La pantalla muestra en todo momento cuánto recibirás. Cuando termines, pulsa **Confirmar** y el cajero imprimirá un recibo con el identificador de la transacción.

Para vender, el cajero te muestra una dirección; envía los fondos y, cuando la red los confirme, el cajero te entregará el efectivo al escanear tu recibo.`,
      en: `Our ATMs work in four steps: choose **buy** or **sell**, select the coin, verify your phone with the text message code and show your **wallet QR code**.

To buy, insert the notes one at a time. The screen always shows how much you will receive. When you finish, press **Confirm** and the ATM prints a receipt with the transaction ID.

To sell, the ATM shows you an address; send the funds and, once the network confirms them, the ATM pays out the cash when you scan your receipt.`,
    },
  },
  {
    slug: 'opening-hours',
    topic: 'atms-and-stores',
    title: { es: 'Horarios de cajeros y tiendas', en: 'ATM and store opening hours' },
    body: {
      es: `Cada cajero y tienda tiene su propio horario, que depende del local donde está instalado. En la ficha de cada punto verás el horario de toda la semana y si está **abierto ahora**, según la hora local.

Algunos cajeros están abiertos **24 horas**; otros, en zonas de ocio, abren por la tarde y cierran pasada la medianoche. Los días festivos el horario puede cambiar.

Si encuentras un punto cerrado dentro de su horario, avísanos por WhatsApp con el nombre del local: lo revisaremos y actualizaremos la información.`,
      en: `Each ATM and store has its own opening hours, which depend on the host business. On each location page you will see the hours for the whole week and whether it is **open now**, based on local time.

Some ATMs are open **24 hours**; others, in nightlife areas, open in the evening and close after midnight. Hours may change on public holidays.

If you find a location closed during its opening hours, let us know on WhatsApp with the name of the place: we will check and update the information.`,
    },
  },
];
