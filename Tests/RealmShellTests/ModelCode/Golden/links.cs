using System;
using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson;
using Realms;

public partial class Address : IEmbeddedObject
{
    [MapTo("street")]
    [Required]
    public string Street { get; set; }

    [MapTo("zip")]
    public string Zip { get; set; }

    [MapTo("city")]
    public City City { get; set; }

    [MapTo("geo")]
    public GeoPoint Geo { get; set; }
}

public partial class City : IRealmObject
{
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to City come from: Address.city, City.neighbors, Person.homeCity, Person.visitedCities, Person.favoriteCities.
    [PrimaryKey]
    [MapTo("id")]
    public long Id { get; set; }

    [Indexed]
    [MapTo("name")]
    [Required]
    public string Name { get; set; }

    [MapTo("country")]
    public Country Country { get; set; }

    [MapTo("neighbors")]
    public IList<City> Neighbors { get; }

    [MapTo("landmarks")]
    public IDictionary<string, Landmark> Landmarks { get; }

    [MapTo("tags")]
    public ISet<Tag> Tags { get; }
}

public partial class Country : IRealmObject
{
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Country come from: City.country.
    [PrimaryKey]
    [MapTo("code")]
    [Required]
    public string Code { get; set; }

    [Indexed]
    [MapTo("name")]
    [Required]
    public string Name { get; set; }

    [MapTo("population")]
    public long? Population { get; set; }
}

public partial class GeoPoint : IEmbeddedObject
{
    [MapTo("lat")]
    public double Lat { get; set; }

    [MapTo("lon")]
    public double Lon { get; set; }
}

public partial class Landmark : IRealmObject
{
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Landmark come from: City.landmarks.
    [PrimaryKey]
    [MapTo("id")]
    public Guid Id { get; set; }

    [MapTo("name")]
    [Required]
    public string Name { get; set; }

    [MapTo("location")]
    public GeoPoint Location { get; set; }
}

public partial class Note : IRealmObject
{
    [Indexed(IndexType.FullText)]
    [MapTo("text")]
    [Required]
    public string Text { get; set; }

    [MapTo("about")]
    public RealmValue About { get; set; }

    [MapTo("attachments")]
    public IList<RealmValue> Attachments { get; }

    [Indexed]
    [MapTo("createdAt")]
    public DateTimeOffset CreatedAt { get; set; }
}

public partial class NullableKey : IRealmObject
{
    [PrimaryKey]
    [MapTo("id")]
    public long? Id { get; set; }

    [MapTo("label")]
    [Required]
    public string Label { get; set; }
}

public partial class Person : IRealmObject
{
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Person come from: Person.friends, Person.bestFriend.
    [Indexed]
    [MapTo("name")]
    [Required]
    public string Name { get; set; }

    [Indexed]
    [MapTo("age")]
    public long Age { get; set; }

    [MapTo("address")]
    public Address Address { get; set; }

    [MapTo("previousAddresses")]
    public IList<Address> PreviousAddresses { get; }

    [MapTo("homeCity")]
    public City HomeCity { get; set; }

    [MapTo("visitedCities")]
    public ISet<City> VisitedCities { get; }

    [MapTo("favoriteCities")]
    public IDictionary<string, City> FavoriteCities { get; }

    [MapTo("friends")]
    public IList<Person> Friends { get; }

    [MapTo("bestFriend")]
    public Person BestFriend { get; set; }

    [MapTo("addressBook")]
    public IDictionary<string, Address> AddressBook { get; }

    [MapTo("anything")]
    public RealmValue Anything { get; set; }
}

public partial class StringKeyNullable : IRealmObject
{
    [PrimaryKey]
    [MapTo("key")]
    public string Key { get; set; }

    [Indexed]
    [MapTo("flag")]
    public bool Flag { get; set; }
}

public partial class Tag : IRealmObject
{
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Tag come from: City.tags.
    [PrimaryKey]
    [MapTo("_id")]
    public ObjectId Id { get; set; }

    [MapTo("label")]
    [Required]
    public string Label { get; set; }
}
