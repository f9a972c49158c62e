import Realm, { BSON, ObjectSchema } from "realm";

export class Address extends Realm.Object<Address> {
  street!: string;
  zip?: string;
  city?: City;
  geo?: GeoPoint;

  static schema: ObjectSchema = {
    name: "Address",
    embedded: true,
    properties: {
      street: "string",
      zip: "string?",
      city: "City?",
      geo: "GeoPoint?",
    },
  };
}

export class City extends Realm.Object<City> {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to City come from: Address.city, City.neighbors, Person.homeCity, Person.visitedCities, Person.favoriteCities.
  id!: number;
  name!: string;
  country?: Country;
  neighbors!: Realm.List<City>;
  landmarks!: Realm.Dictionary<Landmark | null>;
  tags!: Realm.Set<Tag>;

  static schema: ObjectSchema = {
    name: "City",
    primaryKey: "id",
    properties: {
      id: "int",
      name: { type: "string", indexed: true },
      country: "Country?",
      neighbors: "City[]",
      landmarks: "Landmark?{}",
      tags: "Tag<>",
    },
  };
}

export class Country extends Realm.Object<Country> {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Country come from: City.country.
  code!: string;
  name!: string;
  population?: number;

  static schema: ObjectSchema = {
    name: "Country",
    primaryKey: "code",
    properties: {
      code: "string",
      name: { type: "string", indexed: true },
      population: "int?",
    },
  };
}

export class GeoPoint extends Realm.Object<GeoPoint> {
  lat!: number;
  lon!: number;

  static schema: ObjectSchema = {
    name: "GeoPoint",
    embedded: true,
    properties: {
      lat: "double",
      lon: "double",
    },
  };
}

export class Landmark extends Realm.Object<Landmark> {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Landmark come from: City.landmarks.
  id!: BSON.UUID;
  name!: string;
  location?: GeoPoint;

  static schema: ObjectSchema = {
    name: "Landmark",
    primaryKey: "id",
    properties: {
      id: "uuid",
      name: "string",
      location: "GeoPoint?",
    },
  };
}

export class Note extends Realm.Object<Note> {
  text!: string;
  about!: Realm.Mixed;
  attachments!: Realm.List<Realm.Mixed>;
  createdAt!: Date;

  static schema: ObjectSchema = {
    name: "Note",
    properties: {
      text: { type: "string", indexed: "full-text" },
      about: "mixed",
      attachments: "mixed[]",
      createdAt: { type: "date", indexed: true },
    },
  };
}

export class NullableKey extends Realm.Object<NullableKey> {
  id?: number;
  label!: string;

  static schema: ObjectSchema = {
    name: "NullableKey",
    primaryKey: "id",
    properties: {
      id: "int?",
      label: "string",
    },
  };
}

export class Person extends Realm.Object<Person> {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Person come from: Person.friends, Person.bestFriend.
  name!: string;
  age!: number;
  address?: Address;
  previousAddresses!: Realm.List<Address>;
  homeCity?: City;
  visitedCities!: Realm.Set<City>;
  favoriteCities!: Realm.Dictionary<City | null>;
  friends!: Realm.List<Person>;
  bestFriend?: Person;
  addressBook!: Realm.Dictionary<Address | null>;
  anything!: Realm.Mixed;

  static schema: ObjectSchema = {
    name: "Person",
    properties: {
      name: { type: "string", indexed: true },
      age: { type: "int", indexed: true },
      address: "Address?",
      previousAddresses: "Address[]",
      homeCity: "City?",
      visitedCities: "City<>",
      favoriteCities: "City?{}",
      friends: "Person[]",
      bestFriend: "Person?",
      addressBook: "Address?{}",
      anything: "mixed",
    },
  };
}

export class StringKeyNullable extends Realm.Object<StringKeyNullable> {
  key?: string;
  flag!: boolean;

  static schema: ObjectSchema = {
    name: "StringKeyNullable",
    primaryKey: "key",
    properties: {
      key: "string?",
      flag: { type: "bool", indexed: true },
    },
  };
}

export class Tag extends Realm.Object<Tag> {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Tag come from: City.tags.
  _id!: BSON.ObjectId;
  label!: string;

  static schema: ObjectSchema = {
    name: "Tag",
    primaryKey: "_id",
    properties: {
      _id: "objectId",
      label: "string",
    },
  };
}
