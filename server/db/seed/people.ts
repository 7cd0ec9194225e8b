import type { Ethnicity, Gender } from '../../contract/avatars.ts';
import type { Person } from './types.ts';

type Cast = Record<Ethnicity, Record<Gender, Person[]>>;

const p = (name: string, hometown: string): Person => ({ name, hometown });

/** The catalogue's names and hometowns, about two thirds women (the discover default). */
export const cast: Cast = {
  ASIAN: {
    FEMALE: [
      p('Mei Lin', 'Taipei'),
      p('Yuna Sato', 'Osaka'),
      p('Ji-woo Han', 'Busan'),
      p('Linh Tran', 'Da Nang'),
      p('Hana Kimura', 'Sapporo'),
      p('Grace Chen', 'Vancouver'),
    ],
    MALE: [p('Kenji Mori', 'Kyoto'), p('Min-ho Park', 'Seoul'), p('Daniel Wong', 'Singapore')],
  },
  BLACK: {
    FEMALE: [
      p('Amara Okafor', 'Lagos'),
      p('Zuri Mwangi', 'Nairobi'),
      p('Nia Johnson', 'Atlanta'),
      p('Imani Brooks', 'Chicago'),
      p('Adaeze Nwosu', 'Enugu'),
      p('Simone Baptiste', 'Montreal'),
    ],
    MALE: [p('Kwame Mensah', 'Accra'), p('Marcus Bell', 'New Orleans'), p('Tendai Moyo', 'Harare')],
  },
  CAUCASIAN: {
    FEMALE: [
      p('Sophie Laurent', 'Lyon'),
      p('Emma Lindqvist', 'Gothenburg'),
      p('Clara Fischer', 'Munich'),
      p('Olivia Hart', 'Bristol'),
      p('Maeve O’Connell', 'Galway'),
      p('Anna Novak', 'Ljubljana'),
      p('Hannah Keller', 'Zurich'),
    ],
    MALE: [
      p('Lukas Brandt', 'Hamburg'),
      p('James Whitaker', 'Edinburgh'),
      p('Elias Berg', 'Oslo'),
      p('Thomas Reed', 'Portland'),
    ],
  },
  LATINA: {
    FEMALE: [
      p('Valentina Cruz', 'Bogotá'),
      p('Camila Reyes', 'Guadalajara'),
      p('Lucía Romero', 'Buenos Aires'),
      p('Isabela Santos', 'Recife'),
      p('Mariana Flores', 'Lima'),
      p('Sofía Herrera', 'San Juan'),
      p('Gabriela Ortiz', 'Santiago'),
    ],
    MALE: [
      p('Mateo Álvarez', 'Medellín'),
      p('Diego Navarro', 'Monterrey'),
      p('Rafael Costa', 'Porto Alegre'),
    ],
  },
  MIDDLE_EASTERN: {
    FEMALE: [
      p('Layla Haddad', 'Beirut'),
      p('Yasmin Farah', 'Amman'),
      p('Noor Al-Sayed', 'Dubai'),
      p('Shirin Karimi', 'Shiraz'),
      p('Dalia Mansour', 'Cairo'),
      p('Leila Azar', 'Toronto'),
    ],
    MALE: [p('Omar Khalil', 'Alexandria'), p('Karim Nasser', 'Tunis'), p('Emre Yılmaz', 'Izmir')],
  },
  SOUTH_ASIAN: {
    FEMALE: [
      p('Priya Sharma', 'Jaipur'),
      p('Ananya Iyer', 'Chennai'),
      p('Zara Qureshi', 'Lahore'),
      p('Meera Nair', 'Kochi'),
      p('Tara Sen', 'Kolkata'),
      p('Nisha Perera', 'Colombo'),
    ],
    MALE: [p('Arjun Mehta', 'Mumbai'), p('Rohan Das', 'Bengaluru'), p('Farhan Rahman', 'Dhaka')],
  },
  MIXED: {
    FEMALE: [
      p('Maya Bennett', 'London'),
      p('Aaliyah Moreau', 'Marseille'),
      p('Kaia Nakamura-Hill', 'Honolulu'),
      p('Leona Silva-Clarke', 'Toronto'),
      p('Ruby Achebe-Walsh', 'Dublin'),
      p('Jasmine Okoro-Lee', 'Melbourne'),
    ],
    MALE: [
      p('Noah Castillo-Grant', 'San Diego'),
      p('Theo Adeyemi-Holm', 'Copenhagen'),
      p('Kai Okada-Ruiz', 'Vancouver'),
    ],
  },
};
