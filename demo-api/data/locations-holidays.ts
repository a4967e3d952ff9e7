/**
 * Public holidays per market (fixed dates, the same every year). On these days 24-hour locations keep
 * their hours and every other location is closed; the gateway sends them as `specialHours`.
 */
import type { Localized } from '../types';

export interface HolidaySeed {
  /** MM-DD */
  day: string;
  name: Localized<string>;
}

const NEW_YEAR: HolidaySeed = { day: '01-01', name: { es: 'Año Nuevo', en: "New Year's Day" } };
const LABOUR_DAY: HolidaySeed = { day: '05-01', name: { es: 'Día del Trabajador', en: 'Labour Day' } };
const CHRISTMAS: HolidaySeed = { day: '12-25', name: { es: 'Navidad', en: 'Christmas Day' } };
const IMMACULATE: HolidaySeed = { day: '12-08', name: { es: 'Inmaculada Concepción', en: 'Immaculate Conception' } };

export const holidaysByMarket: Record<number, HolidaySeed[]> = {
  1: [
    NEW_YEAR,
    { day: '01-06', name: { es: 'Epifanía del Señor', en: 'Epiphany' } },
    LABOUR_DAY,
    { day: '08-15', name: { es: 'Asunción de la Virgen', en: 'Assumption Day' } },
    { day: '10-12', name: { es: 'Fiesta Nacional de España', en: 'National Day of Spain' } },
    { day: '11-01', name: { es: 'Todos los Santos', en: "All Saints' Day" } },
    { day: '12-06', name: { es: 'Día de la Constitución', en: 'Constitution Day' } },
    IMMACULATE,
    CHRISTMAS,
  ],
  2: [
    NEW_YEAR,
    { day: '03-01', name: { es: 'Día de los Héroes', en: "Heroes' Day" } },
    LABOUR_DAY,
    { day: '05-14', name: { es: 'Día de la Independencia', en: 'Independence Day' } },
    { day: '05-15', name: { es: 'Día de la Independencia', en: 'Independence Day' } },
    { day: '06-12', name: { es: 'Paz del Chaco', en: 'Chaco Peace Day' } },
    { day: '08-15', name: { es: 'Fundación de Asunción', en: 'Founding of Asunción' } },
    { day: '09-29', name: { es: 'Victoria de Boquerón', en: 'Boquerón Victory Day' } },
    { day: '12-08', name: { es: 'Virgen de Caacupé', en: 'Our Lady of Caacupé' } },
    CHRISTMAS,
  ],
  4: [
    NEW_YEAR,
    { day: '01-09', name: { es: 'Día de los Mártires', en: "Martyrs' Day" } },
    LABOUR_DAY,
    { day: '11-03', name: { es: 'Separación de Colombia', en: 'Separation from Colombia' } },
    { day: '11-04', name: { es: 'Día de la Bandera', en: 'Flag Day' } },
    { day: '11-05', name: { es: 'Día de Colón', en: 'Colón Day' } },
    { day: '11-10', name: { es: 'Primer Grito de Independencia', en: 'First Cry of Independence' } },
    { day: '11-28', name: { es: 'Independencia de España', en: 'Independence from Spain' } },
    { day: '12-08', name: { es: 'Día de las Madres', en: "Mothers' Day" } },
    CHRISTMAS,
  ],
  5: [
    NEW_YEAR,
    { day: '03-24', name: { es: 'Día de la Memoria', en: 'Day of Remembrance' } },
    { day: '04-02', name: { es: 'Día de los Veteranos de Malvinas', en: 'Malvinas Veterans Day' } },
    LABOUR_DAY,
    { day: '05-25', name: { es: 'Revolución de Mayo', en: 'May Revolution' } },
    { day: '06-20', name: { es: 'Día de la Bandera', en: 'Flag Day' } },
    { day: '07-09', name: { es: 'Día de la Independencia', en: 'Independence Day' } },
    IMMACULATE,
    CHRISTMAS,
  ],
  6: [
    NEW_YEAR,
    { day: '04-11', name: { es: 'Día de Juan Santamaría', en: 'Juan Santamaría Day' } },
    LABOUR_DAY,
    { day: '07-25', name: { es: 'Anexión de Guanacaste', en: 'Annexation of Guanacaste' } },
    { day: '08-02', name: { es: 'Virgen de los Ángeles', en: 'Our Lady of the Angels' } },
    { day: '08-15', name: { es: 'Día de la Madre', en: "Mothers' Day" } },
    { day: '09-15', name: { es: 'Día de la Independencia', en: 'Independence Day' } },
    CHRISTMAS,
  ],
  7: [
    NEW_YEAR,
    { day: '01-22', name: { es: 'Día del Estado Plurinacional', en: 'Plurinational State Day' } },
    LABOUR_DAY,
    { day: '06-21', name: { es: 'Año Nuevo Andino', en: 'Andean New Year' } },
    { day: '08-06', name: { es: 'Día de la Independencia', en: 'Independence Day' } },
    { day: '11-02', name: { es: 'Todos Santos', en: "All Souls' Day" } },
    CHRISTMAS,
  ],
};
