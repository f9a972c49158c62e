// Save as links.dart; `dart run realm generate` writes links.realm.dart.
import 'dart:typed_data';

import 'package:realm/realm.dart';

part 'links.realm.dart';

@RealmModel(ObjectType.embeddedObject)
class _Address {
  late String street;
  String? zip;
  _City? city;
  _GeoPoint? geo;
}

@RealmModel()
class _City {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to City come from: Address.city, City.neighbors, Person.homeCity, Person.visitedCities, Person.favoriteCities.
  @PrimaryKey()
  late int id;
  @Indexed()
  late String name;
  _Country? country;
  late List<_City> neighbors;
  late Map<String, _Landmark?> landmarks;
  late Set<_Tag> tags;
}

@RealmModel()
class _Country {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Country come from: City.country.
  @PrimaryKey()
  late String code;
  @Indexed()
  late String name;
  int? population;
}

@RealmModel(ObjectType.embeddedObject)
class _GeoPoint {
  late double lat;
  late double lon;
}

@RealmModel()
class _Landmark {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Landmark come from: City.landmarks.
  @PrimaryKey()
  late Uuid id;
  late String name;
  _GeoPoint? location;
}

@RealmModel()
class _Note {
  @Indexed(RealmIndexType.fullText)
  late String text;
  late RealmValue about;
  late List<RealmValue> attachments;
  @Indexed()
  late DateTime createdAt;
}

@RealmModel()
class _NullableKey {
  @PrimaryKey()
  int? id;
  late String label;
}

@RealmModel()
class _Person {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Person come from: Person.friends, Person.bestFriend.
  @Indexed()
  late String name;
  @Indexed()
  late int age;
  _Address? address;
  late List<_Address> previousAddresses;
  _City? homeCity;
  late Set<_City> visitedCities;
  late Map<String, _City?> favoriteCities;
  late List<_Person> friends;
  _Person? bestFriend;
  late Map<String, _Address?> addressBook;
  late RealmValue anything;
}

@RealmModel()
class _StringKeyNullable {
  @PrimaryKey()
  String? key;
  @Indexed()
  late bool flag;
}

@RealmModel()
class _Tag {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Tag come from: City.tags.
  @PrimaryKey()
  @MapTo('_id')
  late ObjectId id;
  late String label;
}
