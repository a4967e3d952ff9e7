/**
 * Real cities with real postal codes, centre coordinates and IANA time zones.
 * Bolivia has no postal code system in everyday use, so its cities carry none ('').
 * `atms`/`stores` say how many locations the generator places in each city.
 */
export interface City {
  name: string;
  marketId: number;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  postalCodes: string[];
  streets: string[];
  /** Telephone prefix used to invent local numbers. */
  dialPrefix: string;
  /** Jitter radius in km: smaller on the coast so points stay on land. */
  spreadKm: number;
  atms: number;
  stores: number;
}

const ES = { marketId: 1, country: 'España', timeZone: 'Europe/Madrid' };

export const cities: City[] = [
  { ...ES, name: 'Madrid', latitude: 40.4168, longitude: -3.7038, dialPrefix: '+34 91', spreadKm: 3, atms: 28, stores: 9,
    postalCodes: ['28013', '28001', '28004', '28012', '28005', '28010', '28014', '28015', '28020', '28045'],
    streets: ['Gran Vía', 'Calle de Alcalá', 'Calle Mayor', 'Calle de Fuencarral', 'Calle de Serrano', 'Calle de Atocha', 'Calle de Toledo', 'Calle de Bravo Murillo'] },
  { ...ES, name: 'Barcelona', latitude: 41.3874, longitude: 2.1686, dialPrefix: '+34 93', spreadKm: 2.5, atms: 21, stores: 7,
    postalCodes: ['08001', '08002', '08007', '08010', '08008', '08011', '08013', '08015', '08036'],
    streets: ['Passeig de Gràcia', 'Carrer de Balmes', 'La Rambla', "Carrer d'Aragó", 'Avinguda Diagonal', 'Carrer de Pelai', 'Gran Via de les Corts Catalanes'] },
  { ...ES, name: 'Valencia', latitude: 39.4699, longitude: -0.3763, dialPrefix: '+34 96', spreadKm: 2.5, atms: 11, stores: 4,
    postalCodes: ['46001', '46002', '46003', '46004', '46005', '46010'],
    streets: ['Calle de Colón', 'Avenida del Puerto', 'Calle de San Vicente Mártir', 'Gran Vía Marqués del Turia', 'Calle de Xàtiva'] },
  { ...ES, name: 'Sevilla', latitude: 37.3891, longitude: -5.9845, dialPrefix: '+34 95', spreadKm: 2.5, atms: 8, stores: 3,
    postalCodes: ['41001', '41002', '41003', '41004', '41010'],
    streets: ['Calle Sierpes', 'Avenida de la Constitución', 'Calle Tetuán', 'Calle San Jacinto', 'Avenida de Eduardo Dato'] },
  { ...ES, name: 'Bilbao', latitude: 43.263, longitude: -2.935, dialPrefix: '+34 94', spreadKm: 2, atms: 6, stores: 3,
    postalCodes: ['48001', '48005', '48007', '48008', '48009'],
    streets: ['Gran Vía de Don Diego López de Haro', 'Calle Ercilla', 'Alameda de Recalde', 'Calle Licenciado Poza'] },
  { ...ES, name: 'Málaga', latitude: 36.7213, longitude: -4.4214, dialPrefix: '+34 95', spreadKm: 1.5, atms: 8, stores: 3,
    postalCodes: ['29001', '29002', '29005', '29008', '29015'],
    streets: ['Calle Marqués de Larios', 'Alameda Principal', 'Avenida de Andalucía', 'Calle Carretería'] },
  { ...ES, name: 'Zaragoza', latitude: 41.6488, longitude: -0.8891, dialPrefix: '+34 976', spreadKm: 2.5, atms: 6, stores: 3,
    postalCodes: ['50001', '50003', '50004', '50008'],
    streets: ['Paseo de la Independencia', 'Calle Alfonso I', 'Paseo de Sagasta', 'Avenida de César Augusto'] },
  { ...ES, name: 'Alicante', latitude: 38.3452, longitude: -0.481, dialPrefix: '+34 965', spreadKm: 1.5, atms: 6, stores: 2,
    postalCodes: ['03001', '03002', '03003', '03004', '03005'],
    streets: ['Avenida de Maisonnave', 'Rambla de Méndez Núñez', 'Calle Castaños', 'Avenida de Alfonso X el Sabio'] },
  { ...ES, name: 'Las Palmas de Gran Canaria', timeZone: 'Atlantic/Canary', latitude: 28.1235, longitude: -15.4363, dialPrefix: '+34 928', spreadKm: 1.2, atms: 5, stores: 2,
    postalCodes: ['35001', '35002', '35003', '35004', '35007'],
    streets: ['Calle Mayor de Triana', 'Avenida José Mesa y López', 'Calle León y Castillo'] },
  { marketId: 2, country: 'Paraguay', timeZone: 'America/Asuncion', name: 'Asunción', latitude: -25.2637, longitude: -57.5759, dialPrefix: '+595 21', spreadKm: 2.5, atms: 5, stores: 3,
    postalCodes: ['1209', '1001', '1536', '1925'], streets: ['Avenida Mariscal López', 'Calle Palma', 'Avenida España', 'Avenida Santa Teresa'] },
  { marketId: 2, country: 'Paraguay', timeZone: 'America/Asuncion', name: 'Ciudad del Este', latitude: -25.5097, longitude: -54.6111, dialPrefix: '+595 61', spreadKm: 2, atms: 2, stores: 1,
    postalCodes: ['7000'], streets: ['Avenida San Blas', 'Avenida Monseñor Rodríguez'] },
  { marketId: 2, country: 'Paraguay', timeZone: 'America/Asuncion', name: 'Encarnación', latitude: -27.3306, longitude: -55.8667, dialPrefix: '+595 71', spreadKm: 2, atms: 2, stores: 1,
    postalCodes: ['6000'], streets: ['Avenida Irrazábal', 'Calle Mariscal Estigarribia'] },
  { marketId: 2, country: 'Paraguay', timeZone: 'America/Asuncion', name: 'San Lorenzo', latitude: -25.3397, longitude: -57.5089, dialPrefix: '+595 21', spreadKm: 2, atms: 1, stores: 1,
    postalCodes: ['2160'], streets: ['Avenida Mariscal Estigarribia', 'Ruta Mariscal Estigarribia'] },
  { marketId: 4, country: 'Panamá', timeZone: 'America/Panama', name: 'Ciudad de Panamá', latitude: 8.9824, longitude: -79.5199, dialPrefix: '+507 2', spreadKm: 2.5, atms: 6, stores: 3,
    postalCodes: ['0801', '0807', '0816', '0819', '0823'], streets: ['Vía España', 'Avenida Balboa', 'Calle 50', 'Vía Argentina'] },
  { marketId: 4, country: 'Panamá', timeZone: 'America/Panama', name: 'Colón', latitude: 9.3592, longitude: -79.9014, dialPrefix: '+507 4', spreadKm: 1.5, atms: 2, stores: 1,
    postalCodes: ['0301', '0302'], streets: ['Avenida Bolívar', 'Calle 11'] },
  { marketId: 4, country: 'Panamá', timeZone: 'America/Panama', name: 'David', latitude: 8.4273, longitude: -82.4308, dialPrefix: '+507 7', spreadKm: 2, atms: 2, stores: 1,
    postalCodes: ['0401', '0426'], streets: ['Avenida Obaldía', 'Calle Central'] },
  { marketId: 5, country: 'Argentina', timeZone: 'America/Argentina/Buenos_Aires', name: 'Buenos Aires', latitude: -34.6037, longitude: -58.3816, dialPrefix: '+54 11', spreadKm: 3, atms: 6, stores: 3,
    postalCodes: ['C1002', 'C1043', 'C1054', 'C1414', 'C1425'], streets: ['Avenida Corrientes', 'Avenida Santa Fe', 'Calle Florida', 'Avenida de Mayo', 'Avenida Cabildo'] },
  { marketId: 5, country: 'Argentina', timeZone: 'America/Argentina/Cordoba', name: 'Córdoba', latitude: -31.4201, longitude: -64.1888, dialPrefix: '+54 351', spreadKm: 2.5, atms: 2, stores: 1,
    postalCodes: ['X5000', 'X5001', 'X5004'], streets: ['Avenida Colón', 'Calle 27 de Abril', 'Bulevar San Juan'] },
  { marketId: 5, country: 'Argentina', timeZone: 'America/Argentina/Cordoba', name: 'Rosario', latitude: -32.9442, longitude: -60.6505, dialPrefix: '+54 341', spreadKm: 2, atms: 2, stores: 1,
    postalCodes: ['S2000', 'S2002'], streets: ['Calle Córdoba', 'Bulevar Oroño', 'Avenida Pellegrini'] },
  { marketId: 5, country: 'Argentina', timeZone: 'America/Argentina/Mendoza', name: 'Mendoza', latitude: -32.8895, longitude: -68.8458, dialPrefix: '+54 261', spreadKm: 2.5, atms: 2, stores: 1,
    postalCodes: ['M5500', 'M5501'], streets: ['Avenida San Martín', 'Avenida Las Heras', 'Calle Sarmiento'] },
  { marketId: 6, country: 'Costa Rica', timeZone: 'America/Costa_Rica', name: 'San José', latitude: 9.9281, longitude: -84.0907, dialPrefix: '+506 2', spreadKm: 2.5, atms: 6, stores: 3,
    postalCodes: ['10101', '10102', '10103', '10104'], streets: ['Avenida Central', 'Paseo Colón', 'Avenida Segunda', 'Calle 5'] },
  { marketId: 6, country: 'Costa Rica', timeZone: 'America/Costa_Rica', name: 'Heredia', latitude: 10.0024, longitude: -84.1165, dialPrefix: '+506 2', spreadKm: 2, atms: 2, stores: 1,
    postalCodes: ['40101', '40102'], streets: ['Avenida Central', 'Calle 4'] },
  { marketId: 6, country: 'Costa Rica', timeZone: 'America/Costa_Rica', name: 'Alajuela', latitude: 10.0163, longitude: -84.2116, dialPrefix: '+506 2', spreadKm: 2, atms: 2, stores: 1,
    postalCodes: ['20101', '20102'], streets: ['Avenida 2', 'Calle Central'] },
  { marketId: 7, country: 'Bolivia', timeZone: 'America/La_Paz', name: 'La Paz', latitude: -16.4897, longitude: -68.1193, dialPrefix: '+591 2', spreadKm: 2.5, atms: 4, stores: 2,
    postalCodes: [''], streets: ['Avenida 16 de Julio (El Prado)', 'Avenida Arce', 'Calle Comercio', 'Avenida 6 de Agosto'] },
  { marketId: 7, country: 'Bolivia', timeZone: 'America/La_Paz', name: 'Santa Cruz de la Sierra', latitude: -17.7833, longitude: -63.1821, dialPrefix: '+591 3', spreadKm: 3, atms: 4, stores: 2,
    postalCodes: [''], streets: ['Avenida Monseñor Rivero', 'Calle 24 de Septiembre', 'Avenida San Martín'] },
  { marketId: 7, country: 'Bolivia', timeZone: 'America/La_Paz', name: 'Cochabamba', latitude: -17.3895, longitude: -66.1568, dialPrefix: '+591 4', spreadKm: 2.5, atms: 2, stores: 1,
    postalCodes: [''], streets: ['Avenida Ballivián (El Prado)', 'Calle España', 'Avenida América'] },
];
