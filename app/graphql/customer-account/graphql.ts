/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * The code designating a country/region, which generally follows ISO 3166-1 alpha-2 guidelines.
 * If a territory doesn't have a country code value in the `CountryCode` enum, then it might be considered a subdivision
 * of another country. For example, the territories associated with Spain are represented by the country code `ES`,
 * and the territories associated with the United States of America are represented by the country code `US`.
 */
export type CountryCode =
  /** Ascension Island. */
  | 'AC'
  /** Andorra. */
  | 'AD'
  /** United Arab Emirates. */
  | 'AE'
  /** Afghanistan. */
  | 'AF'
  /** Antigua & Barbuda. */
  | 'AG'
  /** Anguilla. */
  | 'AI'
  /** Albania. */
  | 'AL'
  /** Armenia. */
  | 'AM'
  /** Netherlands Antilles. */
  | 'AN'
  /** Angola. */
  | 'AO'
  /** Argentina. */
  | 'AR'
  /** Austria. */
  | 'AT'
  /** Australia. */
  | 'AU'
  /** Aruba. */
  | 'AW'
  /** Åland Islands. */
  | 'AX'
  /** Azerbaijan. */
  | 'AZ'
  /** Bosnia & Herzegovina. */
  | 'BA'
  /** Barbados. */
  | 'BB'
  /** Bangladesh. */
  | 'BD'
  /** Belgium. */
  | 'BE'
  /** Burkina Faso. */
  | 'BF'
  /** Bulgaria. */
  | 'BG'
  /** Bahrain. */
  | 'BH'
  /** Burundi. */
  | 'BI'
  /** Benin. */
  | 'BJ'
  /** St. Barthélemy. */
  | 'BL'
  /** Bermuda. */
  | 'BM'
  /** Brunei. */
  | 'BN'
  /** Bolivia. */
  | 'BO'
  /** Caribbean Netherlands. */
  | 'BQ'
  /** Brazil. */
  | 'BR'
  /** Bahamas. */
  | 'BS'
  /** Bhutan. */
  | 'BT'
  /** Bouvet Island. */
  | 'BV'
  /** Botswana. */
  | 'BW'
  /** Belarus. */
  | 'BY'
  /** Belize. */
  | 'BZ'
  /** Canada. */
  | 'CA'
  /** Cocos (Keeling) Islands. */
  | 'CC'
  /** Congo - Kinshasa. */
  | 'CD'
  /** Central African Republic. */
  | 'CF'
  /** Congo - Brazzaville. */
  | 'CG'
  /** Switzerland. */
  | 'CH'
  /** Côte d’Ivoire. */
  | 'CI'
  /** Cook Islands. */
  | 'CK'
  /** Chile. */
  | 'CL'
  /** Cameroon. */
  | 'CM'
  /** China. */
  | 'CN'
  /** Colombia. */
  | 'CO'
  /** Costa Rica. */
  | 'CR'
  /** Cuba. */
  | 'CU'
  /** Cape Verde. */
  | 'CV'
  /** Curaçao. */
  | 'CW'
  /** Christmas Island. */
  | 'CX'
  /** Cyprus. */
  | 'CY'
  /** Czechia. */
  | 'CZ'
  /** Germany. */
  | 'DE'
  /** Djibouti. */
  | 'DJ'
  /** Denmark. */
  | 'DK'
  /** Dominica. */
  | 'DM'
  /** Dominican Republic. */
  | 'DO'
  /** Algeria. */
  | 'DZ'
  /** Ecuador. */
  | 'EC'
  /** Estonia. */
  | 'EE'
  /** Egypt. */
  | 'EG'
  /** Western Sahara. */
  | 'EH'
  /** Eritrea. */
  | 'ER'
  /** Spain. */
  | 'ES'
  /** Ethiopia. */
  | 'ET'
  /** Finland. */
  | 'FI'
  /** Fiji. */
  | 'FJ'
  /** Falkland Islands. */
  | 'FK'
  /** Faroe Islands. */
  | 'FO'
  /** France. */
  | 'FR'
  /** Gabon. */
  | 'GA'
  /** United Kingdom. */
  | 'GB'
  /** Grenada. */
  | 'GD'
  /** Georgia. */
  | 'GE'
  /** French Guiana. */
  | 'GF'
  /** Guernsey. */
  | 'GG'
  /** Ghana. */
  | 'GH'
  /** Gibraltar. */
  | 'GI'
  /** Greenland. */
  | 'GL'
  /** Gambia. */
  | 'GM'
  /** Guinea. */
  | 'GN'
  /** Guadeloupe. */
  | 'GP'
  /** Equatorial Guinea. */
  | 'GQ'
  /** Greece. */
  | 'GR'
  /** South Georgia & South Sandwich Islands. */
  | 'GS'
  /** Guatemala. */
  | 'GT'
  /** Guinea-Bissau. */
  | 'GW'
  /** Guyana. */
  | 'GY'
  /** Hong Kong SAR. */
  | 'HK'
  /** Heard & McDonald Islands. */
  | 'HM'
  /** Honduras. */
  | 'HN'
  /** Croatia. */
  | 'HR'
  /** Haiti. */
  | 'HT'
  /** Hungary. */
  | 'HU'
  /** Indonesia. */
  | 'ID'
  /** Ireland. */
  | 'IE'
  /** Israel. */
  | 'IL'
  /** Isle of Man. */
  | 'IM'
  /** India. */
  | 'IN'
  /** British Indian Ocean Territory. */
  | 'IO'
  /** Iraq. */
  | 'IQ'
  /** Iran. */
  | 'IR'
  /** Iceland. */
  | 'IS'
  /** Italy. */
  | 'IT'
  /** Jersey. */
  | 'JE'
  /** Jamaica. */
  | 'JM'
  /** Jordan. */
  | 'JO'
  /** Japan. */
  | 'JP'
  /** Kenya. */
  | 'KE'
  /** Kyrgyzstan. */
  | 'KG'
  /** Cambodia. */
  | 'KH'
  /** Kiribati. */
  | 'KI'
  /** Comoros. */
  | 'KM'
  /** St. Kitts & Nevis. */
  | 'KN'
  /** North Korea. */
  | 'KP'
  /** South Korea. */
  | 'KR'
  /** Kuwait. */
  | 'KW'
  /** Cayman Islands. */
  | 'KY'
  /** Kazakhstan. */
  | 'KZ'
  /** Laos. */
  | 'LA'
  /** Lebanon. */
  | 'LB'
  /** St. Lucia. */
  | 'LC'
  /** Liechtenstein. */
  | 'LI'
  /** Sri Lanka. */
  | 'LK'
  /** Liberia. */
  | 'LR'
  /** Lesotho. */
  | 'LS'
  /** Lithuania. */
  | 'LT'
  /** Luxembourg. */
  | 'LU'
  /** Latvia. */
  | 'LV'
  /** Libya. */
  | 'LY'
  /** Morocco. */
  | 'MA'
  /** Monaco. */
  | 'MC'
  /** Moldova. */
  | 'MD'
  /** Montenegro. */
  | 'ME'
  /** St. Martin. */
  | 'MF'
  /** Madagascar. */
  | 'MG'
  /** North Macedonia. */
  | 'MK'
  /** Mali. */
  | 'ML'
  /** Myanmar (Burma). */
  | 'MM'
  /** Mongolia. */
  | 'MN'
  /** Macao SAR. */
  | 'MO'
  /** Martinique. */
  | 'MQ'
  /** Mauritania. */
  | 'MR'
  /** Montserrat. */
  | 'MS'
  /** Malta. */
  | 'MT'
  /** Mauritius. */
  | 'MU'
  /** Maldives. */
  | 'MV'
  /** Malawi. */
  | 'MW'
  /** Mexico. */
  | 'MX'
  /** Malaysia. */
  | 'MY'
  /** Mozambique. */
  | 'MZ'
  /** Namibia. */
  | 'NA'
  /** New Caledonia. */
  | 'NC'
  /** Niger. */
  | 'NE'
  /** Norfolk Island. */
  | 'NF'
  /** Nigeria. */
  | 'NG'
  /** Nicaragua. */
  | 'NI'
  /** Netherlands. */
  | 'NL'
  /** Norway. */
  | 'NO'
  /** Nepal. */
  | 'NP'
  /** Nauru. */
  | 'NR'
  /** Niue. */
  | 'NU'
  /** New Zealand. */
  | 'NZ'
  /** Oman. */
  | 'OM'
  /** Panama. */
  | 'PA'
  /** Peru. */
  | 'PE'
  /** French Polynesia. */
  | 'PF'
  /** Papua New Guinea. */
  | 'PG'
  /** Philippines. */
  | 'PH'
  /** Pakistan. */
  | 'PK'
  /** Poland. */
  | 'PL'
  /** St. Pierre & Miquelon. */
  | 'PM'
  /** Pitcairn Islands. */
  | 'PN'
  /** Palestinian Territories. */
  | 'PS'
  /** Portugal. */
  | 'PT'
  /** Paraguay. */
  | 'PY'
  /** Qatar. */
  | 'QA'
  /** Réunion. */
  | 'RE'
  /** Romania. */
  | 'RO'
  /** Serbia. */
  | 'RS'
  /** Russia. */
  | 'RU'
  /** Rwanda. */
  | 'RW'
  /** Saudi Arabia. */
  | 'SA'
  /** Solomon Islands. */
  | 'SB'
  /** Seychelles. */
  | 'SC'
  /** Sudan. */
  | 'SD'
  /** Sweden. */
  | 'SE'
  /** Singapore. */
  | 'SG'
  /** St. Helena. */
  | 'SH'
  /** Slovenia. */
  | 'SI'
  /** Svalbard & Jan Mayen. */
  | 'SJ'
  /** Slovakia. */
  | 'SK'
  /** Sierra Leone. */
  | 'SL'
  /** San Marino. */
  | 'SM'
  /** Senegal. */
  | 'SN'
  /** Somalia. */
  | 'SO'
  /** Suriname. */
  | 'SR'
  /** South Sudan. */
  | 'SS'
  /** São Tomé & Príncipe. */
  | 'ST'
  /** El Salvador. */
  | 'SV'
  /** Sint Maarten. */
  | 'SX'
  /** Syria. */
  | 'SY'
  /** Eswatini. */
  | 'SZ'
  /** Tristan da Cunha. */
  | 'TA'
  /** Turks & Caicos Islands. */
  | 'TC'
  /** Chad. */
  | 'TD'
  /** French Southern Territories. */
  | 'TF'
  /** Togo. */
  | 'TG'
  /** Thailand. */
  | 'TH'
  /** Tajikistan. */
  | 'TJ'
  /** Tokelau. */
  | 'TK'
  /** Timor-Leste. */
  | 'TL'
  /** Turkmenistan. */
  | 'TM'
  /** Tunisia. */
  | 'TN'
  /** Tonga. */
  | 'TO'
  /** Türkiye. */
  | 'TR'
  /** Trinidad & Tobago. */
  | 'TT'
  /** Tuvalu. */
  | 'TV'
  /** Taiwan. */
  | 'TW'
  /** Tanzania. */
  | 'TZ'
  /** Ukraine. */
  | 'UA'
  /** Uganda. */
  | 'UG'
  /** U.S. Outlying Islands. */
  | 'UM'
  /** United States. */
  | 'US'
  /** Uruguay. */
  | 'UY'
  /** Uzbekistan. */
  | 'UZ'
  /** Vatican City. */
  | 'VA'
  /** St. Vincent & Grenadines. */
  | 'VC'
  /** Venezuela. */
  | 'VE'
  /** British Virgin Islands. */
  | 'VG'
  /** Vietnam. */
  | 'VN'
  /** Vanuatu. */
  | 'VU'
  /** Wallis & Futuna. */
  | 'WF'
  /** Samoa. */
  | 'WS'
  /** Kosovo. */
  | 'XK'
  /** Yemen. */
  | 'YE'
  /** Mayotte. */
  | 'YT'
  /** South Africa. */
  | 'ZA'
  /** Zambia. */
  | 'ZM'
  /** Zimbabwe. */
  | 'ZW'
  /** Unknown Region. */
  | 'ZZ';

/**
 * The currency codes that represent the world currencies throughout the Admin API. Currency codes include
 * [standard ISO 4217 codes](https://en.wikipedia.org/wiki/ISO_4217), legacy codes, non-standard codes,
 * digital currency codes.
 */
export type CurrencyCode =
  /** United Arab Emirates Dirham (AED). */
  | 'AED'
  /** Afghan Afghani (AFN). */
  | 'AFN'
  /** Albanian Lek (ALL). */
  | 'ALL'
  /** Armenian Dram (AMD). */
  | 'AMD'
  /** Netherlands Antillean Guilder. */
  | 'ANG'
  /** Angolan Kwanza (AOA). */
  | 'AOA'
  /** Argentine Pesos (ARS). */
  | 'ARS'
  /** Australian Dollars (AUD). */
  | 'AUD'
  /** Aruban Florin (AWG). */
  | 'AWG'
  /** Azerbaijani Manat (AZN). */
  | 'AZN'
  /** Bosnia and Herzegovina Convertible Mark (BAM). */
  | 'BAM'
  /** Barbadian Dollar (BBD). */
  | 'BBD'
  /** Bangladesh Taka (BDT). */
  | 'BDT'
  /** Bulgarian Lev (BGN). */
  | 'BGN'
  /** Bahraini Dinar (BHD). */
  | 'BHD'
  /** Burundian Franc (BIF). */
  | 'BIF'
  /** Bermudian Dollar (BMD). */
  | 'BMD'
  /** Brunei Dollar (BND). */
  | 'BND'
  /** Bolivian Boliviano (BOB). */
  | 'BOB'
  /** Brazilian Real (BRL). */
  | 'BRL'
  /** Bahamian Dollar (BSD). */
  | 'BSD'
  /** Bhutanese Ngultrum (BTN). */
  | 'BTN'
  /** Botswana Pula (BWP). */
  | 'BWP'
  /** Belarusian Ruble (BYN). */
  | 'BYN'
  /** Belarusian Ruble (BYR). */
  | 'BYR'
  /** Belize Dollar (BZD). */
  | 'BZD'
  /** Canadian Dollars (CAD). */
  | 'CAD'
  /** Congolese franc (CDF). */
  | 'CDF'
  /** Swiss Francs (CHF). */
  | 'CHF'
  /** Chilean Peso (CLP). */
  | 'CLP'
  /** Chinese Yuan Renminbi (CNY). */
  | 'CNY'
  /** Colombian Peso (COP). */
  | 'COP'
  /** Costa Rican Colones (CRC). */
  | 'CRC'
  /** Cape Verdean escudo (CVE). */
  | 'CVE'
  /** Czech Koruny (CZK). */
  | 'CZK'
  /** Djiboutian Franc (DJF). */
  | 'DJF'
  /** Danish Kroner (DKK). */
  | 'DKK'
  /** Dominican Peso (DOP). */
  | 'DOP'
  /** Algerian Dinar (DZD). */
  | 'DZD'
  /** Egyptian Pound (EGP). */
  | 'EGP'
  /** Eritrean Nakfa (ERN). */
  | 'ERN'
  /** Ethiopian Birr (ETB). */
  | 'ETB'
  /** Euro (EUR). */
  | 'EUR'
  /** Fijian Dollars (FJD). */
  | 'FJD'
  /** Falkland Islands Pounds (FKP). */
  | 'FKP'
  /** United Kingdom Pounds (GBP). */
  | 'GBP'
  /** Georgian Lari (GEL). */
  | 'GEL'
  /** Ghanaian Cedi (GHS). */
  | 'GHS'
  /** Gibraltar Pounds (GIP). */
  | 'GIP'
  /** Gambian Dalasi (GMD). */
  | 'GMD'
  /** Guinean Franc (GNF). */
  | 'GNF'
  /** Guatemalan Quetzal (GTQ). */
  | 'GTQ'
  /** Guyanese Dollar (GYD). */
  | 'GYD'
  /** Hong Kong Dollars (HKD). */
  | 'HKD'
  /** Honduran Lempira (HNL). */
  | 'HNL'
  /** Croatian Kuna (HRK). */
  | 'HRK'
  /** Haitian Gourde (HTG). */
  | 'HTG'
  /** Hungarian Forint (HUF). */
  | 'HUF'
  /** Indonesian Rupiah (IDR). */
  | 'IDR'
  /** Israeli New Shekel (NIS). */
  | 'ILS'
  /** Indian Rupees (INR). */
  | 'INR'
  /** Iraqi Dinar (IQD). */
  | 'IQD'
  /** Iranian Rial (IRR). */
  | 'IRR'
  /** Icelandic Kronur (ISK). */
  | 'ISK'
  /** Jersey Pound. */
  | 'JEP'
  /** Jamaican Dollars (JMD). */
  | 'JMD'
  /** Jordanian Dinar (JOD). */
  | 'JOD'
  /** Japanese Yen (JPY). */
  | 'JPY'
  /** Kenyan Shilling (KES). */
  | 'KES'
  /** Kyrgyzstani Som (KGS). */
  | 'KGS'
  /** Cambodian Riel. */
  | 'KHR'
  /** Kiribati Dollar (KID). */
  | 'KID'
  /** Comorian Franc (KMF). */
  | 'KMF'
  /** South Korean Won (KRW). */
  | 'KRW'
  /** Kuwaiti Dinar (KWD). */
  | 'KWD'
  /** Cayman Dollars (KYD). */
  | 'KYD'
  /** Kazakhstani Tenge (KZT). */
  | 'KZT'
  /** Laotian Kip (LAK). */
  | 'LAK'
  /** Lebanese Pounds (LBP). */
  | 'LBP'
  /** Sri Lankan Rupees (LKR). */
  | 'LKR'
  /** Liberian Dollar (LRD). */
  | 'LRD'
  /** Lesotho Loti (LSL). */
  | 'LSL'
  /** Lithuanian Litai (LTL). */
  | 'LTL'
  /** Latvian Lati (LVL). */
  | 'LVL'
  /** Libyan Dinar (LYD). */
  | 'LYD'
  /** Moroccan Dirham. */
  | 'MAD'
  /** Moldovan Leu (MDL). */
  | 'MDL'
  /** Malagasy Ariary (MGA). */
  | 'MGA'
  /** Macedonia Denar (MKD). */
  | 'MKD'
  /** Burmese Kyat (MMK). */
  | 'MMK'
  /** Mongolian Tugrik. */
  | 'MNT'
  /** Macanese Pataca (MOP). */
  | 'MOP'
  /** Mauritanian Ouguiya (MRU). */
  | 'MRU'
  /** Mauritian Rupee (MUR). */
  | 'MUR'
  /** Maldivian Rufiyaa (MVR). */
  | 'MVR'
  /** Malawian Kwacha (MWK). */
  | 'MWK'
  /** Mexican Pesos (MXN). */
  | 'MXN'
  /** Malaysian Ringgits (MYR). */
  | 'MYR'
  /** Mozambican Metical. */
  | 'MZN'
  /** Namibian Dollar. */
  | 'NAD'
  /** Nigerian Naira (NGN). */
  | 'NGN'
  /** Nicaraguan Córdoba (NIO). */
  | 'NIO'
  /** Norwegian Kroner (NOK). */
  | 'NOK'
  /** Nepalese Rupee (NPR). */
  | 'NPR'
  /** New Zealand Dollars (NZD). */
  | 'NZD'
  /** Omani Rial (OMR). */
  | 'OMR'
  /** Panamian Balboa (PAB). */
  | 'PAB'
  /** Peruvian Nuevo Sol (PEN). */
  | 'PEN'
  /** Papua New Guinean Kina (PGK). */
  | 'PGK'
  /** Philippine Peso (PHP). */
  | 'PHP'
  /** Pakistani Rupee (PKR). */
  | 'PKR'
  /** Polish Zlotych (PLN). */
  | 'PLN'
  /** Paraguayan Guarani (PYG). */
  | 'PYG'
  /** Qatari Rial (QAR). */
  | 'QAR'
  /** Romanian Lei (RON). */
  | 'RON'
  /** Serbian dinar (RSD). */
  | 'RSD'
  /** Russian Rubles (RUB). */
  | 'RUB'
  /** Rwandan Franc (RWF). */
  | 'RWF'
  /** Saudi Riyal (SAR). */
  | 'SAR'
  /** Solomon Islands Dollar (SBD). */
  | 'SBD'
  /** Seychellois Rupee (SCR). */
  | 'SCR'
  /** Sudanese Pound (SDG). */
  | 'SDG'
  /** Swedish Kronor (SEK). */
  | 'SEK'
  /** Singapore Dollars (SGD). */
  | 'SGD'
  /** Saint Helena Pounds (SHP). */
  | 'SHP'
  /** Sierra Leonean Leone (SLL). */
  | 'SLL'
  /** Somali Shilling (SOS). */
  | 'SOS'
  /** Surinamese Dollar (SRD). */
  | 'SRD'
  /** South Sudanese Pound (SSP). */
  | 'SSP'
  /** Sao Tome And Principe Dobra (STD). */
  | 'STD'
  /** Sao Tome And Principe Dobra (STN). */
  | 'STN'
  /** Syrian Pound (SYP). */
  | 'SYP'
  /** Swazi Lilangeni (SZL). */
  | 'SZL'
  /** Thai baht (THB). */
  | 'THB'
  /** Tajikistani Somoni (TJS). */
  | 'TJS'
  /** Turkmenistani Manat (TMT). */
  | 'TMT'
  /** Tunisian Dinar (TND). */
  | 'TND'
  /** Tongan Pa'anga (TOP). */
  | 'TOP'
  /** Turkish Lira (TRY). */
  | 'TRY'
  /** Trinidad and Tobago Dollars (TTD). */
  | 'TTD'
  /** Taiwan Dollars (TWD). */
  | 'TWD'
  /** Tanzanian Shilling (TZS). */
  | 'TZS'
  /** Ukrainian Hryvnia (UAH). */
  | 'UAH'
  /** Ugandan Shilling (UGX). */
  | 'UGX'
  /** United States Dollars (USD). */
  | 'USD'
  /** United States Dollars Coin (USDC). */
  | 'USDC'
  /** Uruguayan Pesos (UYU). */
  | 'UYU'
  /** Uzbekistan som (UZS). */
  | 'UZS'
  /** Venezuelan Bolivares (VED). */
  | 'VED'
  /** Venezuelan Bolivares (VEF). */
  | 'VEF'
  /** Venezuelan Bolivares Soberanos (VES). */
  | 'VES'
  /** Vietnamese đồng (VND). */
  | 'VND'
  /** Vanuatu Vatu (VUV). */
  | 'VUV'
  /** Samoan Tala (WST). */
  | 'WST'
  /** Central African CFA Franc (XAF). */
  | 'XAF'
  /** East Caribbean Dollar (XCD). */
  | 'XCD'
  /** West African CFA franc (XOF). */
  | 'XOF'
  /** CFP Franc (XPF). */
  | 'XPF'
  /** Unrecognized currency. */
  | 'XXX'
  /** Yemeni Rial (YER). */
  | 'YER'
  /** South African Rand (ZAR). */
  | 'ZAR'
  /** Zambian Kwacha (ZMW). */
  | 'ZMW';

/** The input fields to create or update a mailing address. */
export type CustomerAddressInput = {
  /** The first line of the address. Typically the street address or PO Box number. */
  address1?: string | null | undefined;
  /** The second line of the address. Typically the apartment, suite, or unit number. */
  address2?: string | null | undefined;
  /** The name of the city, district, village, or town. */
  city?: string | null | undefined;
  /** The name of the customer's company or organization. */
  company?: string | null | undefined;
  /** The first name of the customer. */
  firstName?: string | null | undefined;
  /** The last name of the customer. */
  lastName?: string | null | undefined;
  /** The customer's unique phone number, formatted using E.164 standard. For example, _+16135551111_. */
  phoneNumber?: string | null | undefined;
  /**
   * The country code, in ISO 3166-1 format. Accepts either a two-letter [alpha-2 code](https://en.wikipedia.org/wiki/ISO_3166-1_alpha-2),
   * a three-letter [alpha-3 code](https://en.wikipedia.org/wiki/ISO_3166-1_alpha-3), or a three-digit [numeric code](https://en.wikipedia.org/wiki/ISO_3166-1_numeric).
   * For example, `US`,  `USA`, or `840` represents the United States.
   */
  territoryCode?: string | null | undefined;
  /** The zip or postal code of the address. */
  zip?: string | null | undefined;
  /**
   * The alphanumeric code for the region of the address, such as the province, state, or district.
   * For example, 'ON' for Ontario, Canada.
   */
  zoneCode?: string | null | undefined;
};

/** The input fields to update a customer's personal information. */
export type CustomerUpdateInput = {
  /** The customer's first name. */
  firstName?: string | null | undefined;
  /** The customer's last name. */
  lastName?: string | null | undefined;
};

/** Represents the possible email marketing states for a customer. */
export type EmailMarketingState =
  /** The customer’s email marketing state is invalid. */
  | 'INVALID'
  /** The customer isn't subscribed to email marketing. */
  | 'NOT_SUBSCRIBED'
  /** The customer is in the process of subscribing to email marketing. */
  | 'PENDING'
  /** The customer's personal data has been erased. This value is internally-set and read-only. */
  | 'REDACTED'
  /** The customer is subscribed to email marketing. */
  | 'SUBSCRIBED'
  /** The customer is not currently subscribed to email marketing but was previously subscribed. */
  | 'UNSUBSCRIBED';

/** The status of a fulfillment event. */
export type FulfillmentEventStatus =
  /** A delivery was attempted. */
  | 'ATTEMPTED_DELIVERY'
  /** The fulfillment has been picked up by the carrier. */
  | 'CARRIER_PICKED_UP'
  /** The fulfillment is confirmed. */
  | 'CONFIRMED'
  /** The fulfillment is delayed. */
  | 'DELAYED'
  /** The fulfillment was successfully delivered. */
  | 'DELIVERED'
  /** The fulfillment request failed. */
  | 'FAILURE'
  /** The fulfillment is in transit. */
  | 'IN_TRANSIT'
  /** A purchased shipping label has been printed. */
  | 'LABEL_PRINTED'
  /** A shipping label has been purchased. */
  | 'LABEL_PURCHASED'
  /** The fulfillment is out for delivery. */
  | 'OUT_FOR_DELIVERY'
  /** The fulfillment was successfully picked up. */
  | 'PICKED_UP'
  /** The fulfillment is ready to be picked up. */
  | 'READY_FOR_PICKUP';

/** The status of a fulfillment. */
export type FulfillmentStatus =
  /** The fulfillment was canceled. */
  | 'CANCELLED'
  /** There was an error with the fulfillment request. */
  | 'ERROR'
  /** The fulfillment request failed. */
  | 'FAILURE'
  /** The third-party fulfillment service has acknowledged the fulfillment and is processing it. */
  | 'OPEN'
  /** Shopify has created the fulfillment and is waiting for the third-party fulfillment service to transition it to `open` or `success`. */
  | 'PENDING'
  /** The fulfillment was completed successfully. */
  | 'SUCCESS';

/** The input fields for a metafield value to set. */
export type MetafieldsSetInput = {
  /** The `compareDigest` value obtained from a previous query. Provide this with updates to ensure the metafield is modified safely. */
  compareDigest?: string | null | undefined;
  /**
   * The unique identifier for a metafield within its namespace.
   * Must be 2-64 characters long and can contain alphanumeric, hyphen, and underscore characters.
   */
  key: string;
  /**
   * The container for a group of metafields that the metafield is or will be associated with. Used in tandem
   * with `key` to lookup a metafield on a resource, preventing conflicts with other metafields with the
   * same `key`.
   * Must be 3-255 characters long and can contain alphanumeric, hyphen, and underscore characters.
   */
  namespace: string;
  /** The unique ID of the resource that the metafield is attached to. */
  ownerId: string | number;
  /**
   * The type of data that is stored in the metafield.
   * The type must be one of the [supported types](https://shopify.dev/apps/metafields/types).
   * Required when there is no corresponding definition for the given `namespace`, `key`, and
   * owner resource type (derived from `ownerId`).
   */
  type?: string | null | undefined;
  /** The data stored in the metafield. Always stored as a string, regardless of the metafield's type. */
  value: string;
};

/** Possible error codes that can be returned by `MetafieldsSetUserError`. */
export type MetafieldsSetUserErrorCode =
  /** ApiPermission metafields can only be created or updated by the app owner. */
  | 'APP_NOT_AUTHORIZED'
  /** The input value is blank. */
  | 'BLANK'
  /** Owner type can't be used in this mutation. */
  | 'DISALLOWED_OWNER_TYPE'
  /** The input value isn't included in the list. */
  | 'INCLUSION'
  /** The input value is invalid. */
  | 'INVALID'
  /** The compareDigest is invalid. */
  | 'INVALID_COMPARE_DIGEST'
  /** The type is invalid. */
  | 'INVALID_TYPE'
  /** The value is invalid for metafield type or for definition options. */
  | 'INVALID_VALUE'
  /** The input value should be less than or equal to the maximum value allowed. */
  | 'LESS_THAN_OR_EQUAL_TO'
  /** The input value needs to be blank. */
  | 'PRESENT'
  /** The metafield has been modified since it was loaded. */
  | 'STALE_OBJECT'
  /** The input value is already taken. */
  | 'TAKEN'
  /** The input value is too long. */
  | 'TOO_LONG'
  /** The input value is too short. */
  | 'TOO_SHORT';

/** Defines the valid SMS marketing states for a customer’s phone number. */
export type SmsMarketingState =
  /** The customer has not subscribed to SMS marketing. */
  | 'NOT_SUBSCRIBED'
  /** The customer is in the process of subscribing to SMS marketing. */
  | 'PENDING'
  /** The customer's personal data has been erased. This value is internally-set and read-only. */
  | 'REDACTED'
  /** The customer has subscribed to SMS marketing. */
  | 'SUBSCRIBED'
  /** The customer is not currently subscribed to SMS marketing but was previously subscribed. */
  | 'UNSUBSCRIBED';

/** Possible error codes that can be returned by `UserErrorsCustomerAddressUserErrors`. */
export type UserErrorsCustomerAddressUserErrorsCode =
  /** The Address1 field is missing. */
  | 'ADDRESS1_MISSING'
  /** The provided address argument is empty. */
  | 'ADDRESS_ARGUMENT_EMPTY'
  /** The provided address ID doesn't exist. */
  | 'ADDRESS_ID_DOES_NOT_EXIST'
  /** Input contains HTML tags. */
  | 'CONTAINS_HTML_TAGS'
  /** The provided country doesn't exist. */
  | 'COUNTRY_NOT_EXIST'
  /** The provided customer address already exists. */
  | 'CUSTOMER_ADDRESS_ALREADY_EXISTS'
  /** The default address of the customer can't be deleted before setting another one as default. */
  | 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED'
  /** Demoting the default address of the customer isn't allowed. */
  | 'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED'
  /** The provided address field isn't valid. */
  | 'INVALID'
  /** The provided value is invalid for the country. */
  | 'INVALID_FOR_COUNTRY'
  /** The provided value is invalid for the country and province. */
  | 'INVALID_FOR_COUNTRY_AND_PROVINCE'
  /** The provided Territory Code isn't valid. */
  | 'INVALID_TERRITORY_CODE'
  /** The provided phone number isn't valid. */
  | 'PHONE_NUMBER_NOT_VALID'
  /** The field is required. */
  | 'REQUIRED'
  /** The Territory Code field is missing. */
  | 'TERRITORY_CODE_MISSING'
  /** The provided address field is too long. */
  | 'TOO_LONG'
  /** The Zone Code field is missing. */
  | 'ZONE_CODE_MISSING';

/** Possible error codes that can be returned by `UserErrorsCustomerUserErrors`. */
export type UserErrorsCustomerUserErrorsCode =
  /** Input contains HTML tags. */
  | 'CONTAINS_HTML_TAGS'
  /** Input contains URL. */
  | 'CONTAINS_URL'
  /** The customer does not exist. */
  | 'CUSTOMER_DOES_NOT_EXIST'
  /** The personal information input argument is empty. */
  | 'CUSTOMER_INPUT_ARGUMENT_EMPTY'
  /** The personal information field is not valid. */
  | 'INVALID'
  /** The personal information field is too long. */
  | 'TOO_LONG';

export type CustomerAddressCreateMutationVariables = Exact<{
  address: CustomerAddressInput;
  defaultAddress?: boolean | null | undefined;
}>;


export type CustomerAddressCreateMutation = { customerAddressCreate: { customerAddress: { id: string, firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, province: string | null, zoneCode: string | null, country: string | null, territoryCode: CountryCode | null, zip: string | null, phoneNumber: string | null, formatted: Array<string> } | null, userErrors: Array<{ code: UserErrorsCustomerAddressUserErrorsCode | null, field: Array<string> | null, message: string }> } | null };

export type CustomerAddressDeleteMutationVariables = Exact<{
  addressId: string | number;
}>;


export type CustomerAddressDeleteMutation = { customerAddressDelete: { deletedAddressId: string | null, userErrors: Array<{ code: UserErrorsCustomerAddressUserErrorsCode | null, field: Array<string> | null, message: string }> } | null };

export type CustomerAddressUpdateMutationVariables = Exact<{
  addressId: string | number;
  address: CustomerAddressInput;
  defaultAddress?: boolean | null | undefined;
}>;


export type CustomerAddressUpdateMutation = { customerAddressUpdate: { customerAddress: { id: string, firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, province: string | null, zoneCode: string | null, country: string | null, territoryCode: CountryCode | null, zip: string | null, phoneNumber: string | null, formatted: Array<string> } | null, userErrors: Array<{ code: UserErrorsCustomerAddressUserErrorsCode | null, field: Array<string> | null, message: string }> } | null };

export type CustomerMetafieldQueryVariables = Exact<{
  namespace: string;
  key: string;
}>;


export type CustomerMetafieldQuery = { customer: { id: string, metafield: { value: string, compareDigest: string } | null } };

export type SetCustomerMetafieldMutationVariables = Exact<{
  metafields: Array<MetafieldsSetInput> | MetafieldsSetInput;
}>;


export type SetCustomerMetafieldMutation = { metafieldsSet: { metafields: Array<{ key: string }> | null, userErrors: Array<{ code: MetafieldsSetUserErrorCode | null, message: string }> } | null };

export type CustomerUpdateMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type CustomerUpdateMutation = { customerUpdate: { customer: { id: string, firstName: string | null, lastName: string | null } | null, userErrors: Array<{ code: UserErrorsCustomerUserErrorsCode | null, field: Array<string> | null, message: string }> } | null };

export type GetCustomerOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type GetCustomerOrderQuery = { order: { id: string, name: string, number: number, processedAt: string, updatedAt: string, statusPageUrl: string, shippingAddress: { id: string, name: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, province: string | null, zoneCode: string | null, zip: string | null, territoryCode: CountryCode | null, country: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, name: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, province: string | null, zoneCode: string | null, zip: string | null, territoryCode: CountryCode | null, country: string | null, phoneNumber: string | null } | null, totalPrice: { amount: string, currencyCode: CurrencyCode }, subtotal: { amount: string, currencyCode: CurrencyCode } | null, totalShipping: { amount: string, currencyCode: CurrencyCode }, totalTax: { amount: string, currencyCode: CurrencyCode } | null, fulfillments: { nodes: Array<{ id: string, status: FulfillmentStatus | null, latestShipmentStatus: FulfillmentEventStatus | null, requiresShipping: boolean, trackingInformation: Array<{ number: string | null }> }> }, lineItems: { nodes: Array<{ id: string, title: string, variantTitle: string | null, variantId: string | null, quantity: number, price: { amount: string, currencyCode: CurrencyCode } | null, totalPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null }> } } | null };

export type OrderAddressFragment = { id: string, name: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, province: string | null, zoneCode: string | null, zip: string | null, territoryCode: CountryCode | null, country: string | null, phoneNumber: string | null };

export type GetCustomerOrdersQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type GetCustomerOrdersQuery = { customer: { orders: { nodes: Array<{ id: string, name: string, number: number, processedAt: string, updatedAt: string, statusPageUrl: string, totalPrice: { amount: string, currencyCode: CurrencyCode }, subtotal: { amount: string, currencyCode: CurrencyCode } | null, totalShipping: { amount: string, currencyCode: CurrencyCode }, totalTax: { amount: string, currencyCode: CurrencyCode } | null, fulfillments: { nodes: Array<{ id: string, status: FulfillmentStatus | null, latestShipmentStatus: FulfillmentEventStatus | null, requiresShipping: boolean, trackingInformation: Array<{ number: string | null }> }> }, lineItems: { nodes: Array<{ id: string, title: string, variantTitle: string | null, variantId: string | null, quantity: number, price: { amount: string, currencyCode: CurrencyCode } | null, totalPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type CustomerAddressFieldsFragment = { id: string, firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, province: string | null, zoneCode: string | null, country: string | null, territoryCode: CountryCode | null, zip: string | null, phoneNumber: string | null, formatted: Array<string> };

export type GetCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerQuery = { customer: { id: string, firstName: string | null, lastName: string | null, displayName: string, creationDate: string, emailAddress: { emailAddress: string | null, marketingState: EmailMarketingState } | null, phoneNumber: { phoneNumber: string, marketingState: SmsMarketingState } | null, defaultAddress: { id: string, firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, province: string | null, zoneCode: string | null, country: string | null, territoryCode: CountryCode | null, zip: string | null, phoneNumber: string | null, formatted: Array<string> } | null, addresses: { nodes: Array<{ id: string, firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, province: string | null, zoneCode: string | null, country: string | null, territoryCode: CountryCode | null, zip: string | null, phoneNumber: string | null, formatted: Array<string> }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } };

export type OrderSummaryFragment = { id: string, name: string, number: number, processedAt: string, updatedAt: string, statusPageUrl: string, totalPrice: { amount: string, currencyCode: CurrencyCode }, subtotal: { amount: string, currencyCode: CurrencyCode } | null, totalShipping: { amount: string, currencyCode: CurrencyCode }, totalTax: { amount: string, currencyCode: CurrencyCode } | null, fulfillments: { nodes: Array<{ id: string, status: FulfillmentStatus | null, latestShipmentStatus: FulfillmentEventStatus | null, requiresShipping: boolean, trackingInformation: Array<{ number: string | null }> }> }, lineItems: { nodes: Array<{ id: string, title: string, variantTitle: string | null, variantId: string | null, quantity: number, price: { amount: string, currencyCode: CurrencyCode } | null, totalPrice: { amount: string, currencyCode: CurrencyCode } | null, image: { url: string, altText: string | null } | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const OrderAddressFragmentDoc = new TypedDocumentString(`
    fragment OrderAddress on CustomerAddress {
  id
  name
  company
  address1
  address2
  city
  province
  zoneCode
  zip
  territoryCode
  country
  phoneNumber
}
    `, {"fragmentName":"OrderAddress"}) as unknown as TypedDocumentString<OrderAddressFragment, unknown>;
export const CustomerAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  city
  province
  zoneCode
  country
  territoryCode
  zip
  phoneNumber
  formatted
}
    `, {"fragmentName":"CustomerAddressFields"}) as unknown as TypedDocumentString<CustomerAddressFieldsFragment, unknown>;
export const OrderSummaryFragmentDoc = new TypedDocumentString(`
    fragment OrderSummary on Order {
  id
  name
  number
  processedAt
  updatedAt
  statusPageUrl
  totalPrice {
    amount
    currencyCode
  }
  subtotal {
    amount
    currencyCode
  }
  totalShipping {
    amount
    currencyCode
  }
  totalTax {
    amount
    currencyCode
  }
  fulfillments(first: 10) {
    nodes {
      id
      status
      latestShipmentStatus
      requiresShipping
      trackingInformation {
        number
      }
    }
  }
  lineItems(first: 250) {
    nodes {
      id
      title
      variantTitle
      variantId
      quantity
      price {
        amount
        currencyCode
      }
      totalPrice {
        amount
        currencyCode
      }
      image {
        url
        altText
      }
    }
  }
}
    `, {"fragmentName":"OrderSummary"}) as unknown as TypedDocumentString<OrderSummaryFragment, unknown>;
export const CustomerAddressCreateDocument = new TypedDocumentString(`
    mutation CustomerAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {
  customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
    customerAddress {
      ...CustomerAddressFields
    }
    userErrors {
      code
      field
      message
    }
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  city
  province
  zoneCode
  country
  territoryCode
  zip
  phoneNumber
  formatted
}`) as unknown as TypedDocumentString<CustomerAddressCreateMutation, CustomerAddressCreateMutationVariables>;
export const CustomerAddressDeleteDocument = new TypedDocumentString(`
    mutation CustomerAddressDelete($addressId: ID!) {
  customerAddressDelete(addressId: $addressId) {
    deletedAddressId
    userErrors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerAddressDeleteMutation, CustomerAddressDeleteMutationVariables>;
export const CustomerAddressUpdateDocument = new TypedDocumentString(`
    mutation CustomerAddressUpdate($addressId: ID!, $address: CustomerAddressInput!, $defaultAddress: Boolean) {
  customerAddressUpdate(
    addressId: $addressId
    address: $address
    defaultAddress: $defaultAddress
  ) {
    customerAddress {
      ...CustomerAddressFields
    }
    userErrors {
      code
      field
      message
    }
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  city
  province
  zoneCode
  country
  territoryCode
  zip
  phoneNumber
  formatted
}`) as unknown as TypedDocumentString<CustomerAddressUpdateMutation, CustomerAddressUpdateMutationVariables>;
export const CustomerMetafieldDocument = new TypedDocumentString(`
    query CustomerMetafield($namespace: String!, $key: String!) {
  customer {
    id
    metafield(namespace: $namespace, key: $key) {
      value
      compareDigest
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerMetafieldQuery, CustomerMetafieldQueryVariables>;
export const SetCustomerMetafieldDocument = new TypedDocumentString(`
    mutation SetCustomerMetafield($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) {
    metafields {
      key
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<SetCustomerMetafieldMutation, SetCustomerMetafieldMutationVariables>;
export const CustomerUpdateDocument = new TypedDocumentString(`
    mutation CustomerUpdate($input: CustomerUpdateInput!) {
  customerUpdate(input: $input) {
    customer {
      id
      firstName
      lastName
    }
    userErrors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerUpdateMutation, CustomerUpdateMutationVariables>;
export const GetCustomerOrderDocument = new TypedDocumentString(`
    query GetCustomerOrder($id: ID!) {
  order(id: $id) {
    ...OrderSummary
    shippingAddress {
      ...OrderAddress
    }
    billingAddress {
      ...OrderAddress
    }
  }
}
    fragment OrderAddress on CustomerAddress {
  id
  name
  company
  address1
  address2
  city
  province
  zoneCode
  zip
  territoryCode
  country
  phoneNumber
}
fragment OrderSummary on Order {
  id
  name
  number
  processedAt
  updatedAt
  statusPageUrl
  totalPrice {
    amount
    currencyCode
  }
  subtotal {
    amount
    currencyCode
  }
  totalShipping {
    amount
    currencyCode
  }
  totalTax {
    amount
    currencyCode
  }
  fulfillments(first: 10) {
    nodes {
      id
      status
      latestShipmentStatus
      requiresShipping
      trackingInformation {
        number
      }
    }
  }
  lineItems(first: 250) {
    nodes {
      id
      title
      variantTitle
      variantId
      quantity
      price {
        amount
        currencyCode
      }
      totalPrice {
        amount
        currencyCode
      }
      image {
        url
        altText
      }
    }
  }
}`) as unknown as TypedDocumentString<GetCustomerOrderQuery, GetCustomerOrderQueryVariables>;
export const GetCustomerOrdersDocument = new TypedDocumentString(`
    query GetCustomerOrders($first: Int!, $after: String) {
  customer {
    orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {
      nodes {
        ...OrderSummary
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    fragment OrderSummary on Order {
  id
  name
  number
  processedAt
  updatedAt
  statusPageUrl
  totalPrice {
    amount
    currencyCode
  }
  subtotal {
    amount
    currencyCode
  }
  totalShipping {
    amount
    currencyCode
  }
  totalTax {
    amount
    currencyCode
  }
  fulfillments(first: 10) {
    nodes {
      id
      status
      latestShipmentStatus
      requiresShipping
      trackingInformation {
        number
      }
    }
  }
  lineItems(first: 250) {
    nodes {
      id
      title
      variantTitle
      variantId
      quantity
      price {
        amount
        currencyCode
      }
      totalPrice {
        amount
        currencyCode
      }
      image {
        url
        altText
      }
    }
  }
}`) as unknown as TypedDocumentString<GetCustomerOrdersQuery, GetCustomerOrdersQueryVariables>;
export const GetCustomerDocument = new TypedDocumentString(`
    query GetCustomer {
  customer {
    id
    firstName
    lastName
    displayName
    creationDate
    emailAddress {
      emailAddress
      marketingState
    }
    phoneNumber {
      phoneNumber
      marketingState
    }
    defaultAddress {
      ...CustomerAddressFields
    }
    addresses(first: 10, skipDefault: true) {
      nodes {
        ...CustomerAddressFields
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  city
  province
  zoneCode
  country
  territoryCode
  zip
  phoneNumber
  formatted
}`) as unknown as TypedDocumentString<GetCustomerQuery, GetCustomerQueryVariables>;