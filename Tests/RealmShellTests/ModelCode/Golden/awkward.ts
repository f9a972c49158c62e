import Realm, { BSON, ObjectSchema } from "realm";

export class Dog extends Realm.Object<Dog> {
  name!: string;
  owner?: Person;
  house?: Dog_House;
  rooms!: Realm.List<Dog_House>;
  born!: Date;
  weight?: BSON.Decimal128;

  static schema: ObjectSchema = {
    name: "Dog",
    properties: {
      name: { type: "string", indexed: true },
      owner: "Person?",
      house: "Dog House?",
      rooms: "Dog House[]",
      born: "date",
      weight: "decimal128?",
    },
  };
}

export class Dog_House extends Realm.Object<Dog_House> {
  size!: number;
  chip?: BSON.UUID;

  static schema: ObjectSchema = {
    name: "Dog House",
    embedded: true,
    properties: {
      size: "int",
      chip: "uuid?",
    },
  };
}

export class Person extends Realm.Object<Person> {
  _id!: BSON.ObjectId;
  "first name"!: string;
  class?: string;
  "2fa"!: boolean;
  age!: number;
  bio!: string;
  Person!: number;
  default?: number;
  tags!: Realm.Set<string | null>;
  scores!: Realm.Dictionary<number | null>;
  photo?: ArrayBuffer;
  friends!: Realm.List<Person>;
  followers!: Realm.Results<Person>;
  dogs!: Realm.Results<Dog>;

  static schema: ObjectSchema = {
    name: "Person",
    primaryKey: "_id",
    properties: {
      _id: "objectId",
      "first name": "string",
      class: "string?",
      "2fa": "bool",
      age: { type: "int", indexed: true },
      bio: { type: "string", indexed: "full-text" },
      Person: "int",
      default: "double?",
      tags: "string?<>",
      scores: "float?{}",
      photo: "data?",
      friends: "Person[]",
      followers: { type: "linkingObjects", objectType: "Person", property: "friends" },
      dogs: { type: "linkingObjects", objectType: "Dog", property: "owner" },
    },
  };
}

export class class_ extends Realm.Object<class_> {
  key!: string;
  value!: Realm.Mixed;
  values!: Realm.List<Realm.Mixed>;
  when?: Date;

  static schema: ObjectSchema = {
    name: "class",
    primaryKey: "key",
    properties: {
      key: "string",
      value: "mixed",
      values: "mixed[]",
      when: { type: "date", optional: true, indexed: true },
    },
  };
}
